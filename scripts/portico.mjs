#!/usr/bin/env node
// `npm run portico -- <command>`: the operator's command line (apps/server/src/cli). Builds the server
// bundle when it is missing or older than its sources (not the web app, which no command needs), then
// runs dist/cli.js in this process. Build output goes to stderr: stdout is the command's own.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { needsBuild, root, SERVER_SOURCES } from './freshness.mjs';

const cli = join(root, 'apps/server/dist/cli.js');
if (needsBuild('apps/server/dist/cli.js', SERVER_SOURCES)) {
  console.error('Building the server…');
  const result = spawnSync(process.execPath, [join(root, 'apps/server/build.mjs')], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(cli).href);
