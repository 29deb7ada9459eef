import { productionConfigProblems } from '../../config';
import type { CliCommand } from '../command';

export const checkConfigCommand: CliCommand = {
  name: 'check-config',
  summary: 'list every setting production would refuse; exit code 0 when there is none',
  help: 'Read the configuration as a production start would (whatever NODE_ENV says) and list every problem at once: what production refuses (sandbox payments, no SMTP or SMS gateway, no https PUBLIC_URL, the demo or a mistyped seller GSTIN, a missing or guessable APP_SECRET, the embedded database without ALLOW_EMBEDDED_DATABASE=1) and any malformed variable. Exit code 0 when there is none, 1 otherwise. Touches no database.',
  async run(_options, context) {
    const problems = productionConfigProblems(context.env);
    if (problems.length === 0) {
      context.out('No problems: production would start with this configuration.');
      return 0;
    }
    context.out(
      `Production would refuse to start (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    );
    for (const problem of problems) context.out(`  - ${problem}`);
    return 1;
  },
};
