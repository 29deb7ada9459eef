#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server
// (which migrates, seeds an empty database and serves the web app and the API on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

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

function needsBuild(output, sources) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(sources);
}

function run(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const domain = 'packages/domain/src';
if (
  needsBuild('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    domain,
  ])
) {
  run('@portico/web');
}
if (needsBuild('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', domain])) {
  run('@portico/server');
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
