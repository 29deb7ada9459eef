// `npm run portico -- <command>`: commander parses the arguments, prints the help and the usage
// errors; each command of ./commands does the work and answers its exit code.
import { userInfo } from 'node:os';
import { Command, CommanderError } from 'commander';
import { openDatabase } from '../db/client';
import type { CliContext } from './command';
import { COMMANDS } from './commands';

export const PROGRAM_NAME = 'npm run portico --';

/** Who runs the command, as the audit log names them: the operating-system user. */
function operator(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

function defaultContext(): CliContext {
  return {
    env: undefined,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    openDatabase: (config, options) => openDatabase(config, options),
    actor: operator(),
  };
}

/** Runs one command line (without node and the script); resolves to the exit code. */
export async function runCli(
  argv: readonly string[],
  overrides: Partial<CliContext> = {},
): Promise<number> {
  const context: CliContext = { ...defaultContext(), ...overrides };
  let exitCode = 0;
  const program = new Command(PROGRAM_NAME)
    .description(
      'Operator commands of the Portico server. They read the same environment variables as the server (README, Configuration) and work on the embedded database and on PostgreSQL.',
    )
    .addHelpText(
      'after',
      '\nA first production start: check-config, migrate, seed-categories (or set categories up in the back office), create-admin, then npm start.',
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => context.out(text.replace(/\n$/, '')),
      writeErr: (text) => context.err(text.replace(/\n$/, '')),
    })
    .showHelpAfterError('(add --help for usage)');

  for (const command of COMMANDS) {
    const registered = program
      .command(command.name)
      .summary(command.summary)
      .description(command.help ?? command.summary)
      .exitOverride()
      .action(async (...received: unknown[]) => {
        // Commander passes the positional arguments, then the options and the command itself.
        const args = received.slice(0, command.arguments?.length ?? 0).map(String);
        const options = received[args.length] as Record<string, unknown>;
        exitCode = await command.run(options, context, args);
      });
    for (const argument of command.arguments ?? []) {
      registered.argument(`<${argument.name}>`, argument.description);
    }
    for (const option of command.options ?? []) {
      if (option.required) registered.requiredOption(option.flags, option.description);
      else registered.option(option.flags, option.description);
    }
  }

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    context.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return exitCode;
}
