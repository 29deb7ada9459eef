#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server
// (which migrates, seeds an empty database and serves the web app and the API on one port).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatIsStale, root } from './freshness.mjs';

buildWhatIsStale();

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
