// The command line as an operator runs it: src/cli.ts in a process of its own, reading the
// environment (only what a test gives it), answering by exit code. scripts/portico.mjs runs the
// same file's bundle.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/support/empty-database';
import { PRODUCTION_ENV } from '../../test/support/production-env';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const run = promisify(execFile);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function portico(env: Record<string, string>, ...argv: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), CLI, ...argv],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each run compiles the command's modules with tsx first: seconds each on a busy two-core machine.
describe('the portico command in its own process', { timeout: 90_000 }, () => {
  it('prints its help and exits 0; check-config exits 1 on a bare production environment', async () => {
    const help = await portico({}, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run portico -- /);

    const check = await portico({ NODE_ENV: 'production' }, 'check-config');
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(/^Production would refuse to start \(9 problems\):/);
  });

  it.skipIf(inject('testDatabase').driver !== 'postgres')(
    'migrates an empty PostgreSQL database and creates its first admin',
    async () => {
      const database = await createEmptyPostgresDatabase();
      cleanups.push(database.drop);
      const env = { ...PRODUCTION_ENV, DATABASE_URL: database.url };

      const migrated = await portico(env, 'migrate');
      expect(migrated).toMatchObject({ code: 0, stderr: '' });
      expect(migrated.stdout).toMatch(
        /^Migrations: (\d+) applied now, \1 in all \(latest \d{4}_\w+\)\.\nReference data: zones and states inserted\.\n$/,
      );

      const admin = await portico(
        env,
        'create-admin',
        '--email',
        'asha@assoc.org',
        '--name',
        'Asha',
      );
      expect(admin).toMatchObject({ code: 0, stderr: '' });
      expect(admin.stdout).toMatch(/^Created the admin Asha <asha@assoc.org>\./);
    },
  );
});
