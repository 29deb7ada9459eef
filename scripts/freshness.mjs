// Whether a build output is missing or older than its sources: `npm start`, `npm run portico` and
// `npm run test:cluster` rebuild only then.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const domain = 'packages/domain/src';
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  domain,
];
export const SERVER_SOURCES = ['apps/server/src', 'apps/server/build.mjs', domain];

/** Newest modification time under the given paths (files or folders), skipping build output. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

export function needsBuild(output, sources) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(sources);
}

function build(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the web app and the server where the output is missing or older than its sources. */
export function buildWhatIsStale() {
  if (
    needsBuild('apps/web/dist/index.html', WEB_SOURCES) ||
    needsBuild('apps/web/dist-server/entry-server.js', WEB_SOURCES)
  ) {
    build('@portico/web');
  }
  if (needsBuild('apps/server/dist/main.js', SERVER_SOURCES)) build('@portico/server');
}
