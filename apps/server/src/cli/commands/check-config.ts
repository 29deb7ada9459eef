import { readFileSync } from 'node:fs';
import { productionConfigProblems, type Env } from '../../config';
import { readEnvironmentFile } from '../../config/environment-file';
import { withChangelogEntry } from '../../config/required-since';
import type { CliCommand, CliContext } from '../command';

/**
 * The environment systemd gives an instance of deploy/systemd/portico@.service: the unit's own
 * settings, then the env file's, which override them (systemd.exec(5)). Nothing of this shell's.
 */
function environmentOfTheUnit(file: string): { env: Env; problems: string[] } {
  const { values, problems } = readEnvironmentFile(readFileSync(file, 'utf8'));
  return {
    env: { NODE_ENV: 'production', PORT: '3001', HOST: '127.0.0.1', ...values },
    problems,
  };
}

function report(problems: readonly string[], context: CliContext): number {
  if (problems.length === 0) {
    context.out('No problems: production would start with this configuration.');
    return 0;
  }
  context.out(
    `Production would refuse to start (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
  );
  for (const problem of problems) context.out(`  - ${withChangelogEntry(problem)}`);
  return 1;
}

export const checkConfigCommand: CliCommand = {
  name: 'check-config',
  summary: 'list every setting production would refuse; exit code 0 when there is none',
  help: 'Read the configuration as a production start would (whatever NODE_ENV says) and list every problem at once: what production refuses (sandbox payments, no SMTP or SMS gateway, no https PUBLIC_URL, the demo or a mistyped seller GSTIN, a missing or guessable APP_SECRET, the embedded database without ALLOW_EMBEDDED_DATABASE=1) and any malformed variable. With --env-file, read that file the way systemd gives it to the unit (and nothing of this shell), and also report lines that systemd and a shell would read differently and settings the unit sets itself (PORT, HOST). Exit code 0 when there is none, 1 otherwise. Touches no database.',
  options: [
    {
      flags: '--env-file <file>',
      description: 'check this env file as systemd reads it (e.g. /etc/portico/portico.env)',
    },
  ],
  async run(options, context) {
    const file = typeof options.envFile === 'string' ? options.envFile : undefined;
    if (!file) return report(productionConfigProblems(context.env), context);
    let unit: ReturnType<typeof environmentOfTheUnit>;
    try {
      unit = environmentOfTheUnit(file);
    } catch (error) {
      context.err(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    return report([...unit.problems, ...productionConfigProblems(unit.env)], context);
  },
};
