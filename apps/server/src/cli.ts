// `npm run portico -- <command>` (scripts/portico.mjs runs the bundle of this file, dist/cli.js):
// the operator's commands, listed in ./cli/commands.
import { runCli } from './cli/program';

process.exitCode = await runCli(process.argv.slice(2));
