import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type DatabaseHandle, type OpenOptions } from '../../src/db/client';
import { seedIfEmpty } from '../../src/db/seed';
import { createSnapshot } from './snapshot';

/**
 * A test configuration. DATA_DIR is never created: test databases live in memory or on the test
 * PostgreSQL, and NODE_ENV=test keeps APP_SECRET in memory. There is no web build (the tests that
 * need one make their own).
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = join(tmpdir(), `portico-test-${process.pid}`);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
    ...env,
  });
}

/** Opens (and migrates) a database, seeds it and records the reset snapshot. */
export async function prepareTemplate(
  config: Config,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const handle = await openDatabase(config, options);
  await seedIfEmpty(handle.db);
  await createSnapshot(handle.db);
  return handle;
}
