import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SECRET_MIN_LENGTH } from './env-schema';
import { ConfigError, type Config } from './types';

export const APP_SECRET_FILE = 'app-secret';

/** How to make a good secret, in every refusal that asks for one. */
export const SECRET_HINT = 'e.g. openssl rand -hex 32';

/**
 * Development keeps one generated secret in DATA_DIR so tokens and emailed links survive restarts;
 * tests get a throwaway one; production must be given one (see productionRefusals).
 */
export function resolveAppSecret(
  fromEnv: string | undefined,
  nodeEnv: Config['env'],
  dataDir: string,
): { value: string; source: Config['appSecretSource'] } {
  if (fromEnv) return { value: fromEnv, source: 'env' };
  // Normally refused with the other production problems; this guards refuseUnsafeProduction: false.
  if (nodeEnv === 'production') {
    throw new ConfigError([`APP_SECRET: is required in production, ${SECRET_HINT}`]);
  }
  if (nodeEnv === 'test') return { value: randomBytes(32).toString('hex'), source: 'ephemeral' };

  const file = join(dataDir, APP_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= APP_SECRET_MIN_LENGTH) return { value: stored, source: 'file' };
    throw new ConfigError([
      `APP_SECRET: the stored secret in ${file} is too short; delete the file`,
    ]);
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('hex');
  try {
    // 'wx': if another process created it a moment ago, keep theirs.
    writeFileSync(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return { value: generated, source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { value: readFileSync(file, 'utf8').trim(), source: 'file' };
  }
}
