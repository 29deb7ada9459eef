#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server
// (which migrates, seeds an empty database and serves the web app and the API on one port).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { needsBuild, root, SERVER_SOURCES, WEB_SOURCES } from './freshness.mjs';

function run(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (needsBuild('apps/web/dist/index.html', WEB_SOURCES)) run('@portico/web');
if (needsBuild('apps/server/dist/main.js', SERVER_SOURCES)) run('@portico/server');

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
