// What every database command does first: read the configuration as the server does (refusing what
// production refuses), open the configured database (PGlite in DATA_DIR or PostgreSQL) and make
// sure it has the reference data, then close it whatever happens.
import { ConfigError, loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import type { CliContext } from './command';

export type ConfiguredDatabase = { config: Config; handle: DatabaseHandle };

/** The configuration, or null after printing why it is refused. */
export function configuration(context: CliContext): Config | null {
  try {
    return loadConfig(context.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    context.err(error.message);
    return null;
  }
}

export async function withConfiguredDatabase(
  context: CliContext,
  work: (database: ConfiguredDatabase) => Promise<number>,
  options: { migrate?: boolean } = {},
): Promise<number> {
  const config = configuration(context);
  if (!config) return 1;
  const handle = await context.openDatabase(config, { migrate: options.migrate ?? true });
  try {
    if (options.migrate ?? true) await ensureReferenceData(handle.db);
    return await work({ config, handle });
  } finally {
    await handle.close();
  }
}
