// One operator command of `npm run portico -- <command>`: a name, its help and options, and what it
// does. Commands live one per file in ./commands and are listed in ./commands/index.ts.
import type { Config, Env } from '../config';
import type { DatabaseHandle, OpenOptions } from '../db/client';

export type CliContext = {
  /** Where the configuration is read from; undefined: the process's environment (as the server). */
  env: Env | undefined;
  /** A line for the operator (stdout) and a line about a failure (stderr). */
  out(line: string): void;
  err(line: string): void;
  /** Opens the configured database (migrated unless told otherwise); tests hand in theirs. */
  openDatabase(config: Config, options?: OpenOptions): Promise<DatabaseHandle>;
  /** Who runs the command, as the audit log names them. */
  actor: string;
};

export type CliOption = {
  /** Commander's flags, e.g. '--email <email>'. */
  flags: string;
  description: string;
  required?: boolean;
};

export type CliCommand = {
  name: string;
  /** One line, in the command list. */
  summary: string;
  /** More, under the command's own usage line. */
  help?: string;
  options?: readonly CliOption[];
  /** Positional arguments, all required, e.g. { name: 'file', description: '…' }. */
  arguments?: readonly { name: string; description: string }[];
  /** Resolves to the process's exit code; `args` are the positional arguments, in order. */
  run(
    options: Readonly<Record<string, unknown>>,
    context: CliContext,
    args: readonly string[],
  ): Promise<number>;
};
