// The operator's command line, in process: help and usage errors, check-config's list and exit
// code, and the seed commands on an empty database of this project's driver.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type EmptyDatabase } from '../../test/support/empty-database';
import { PRODUCTION_ENV } from '../../test/support/production-env';
import type { Env } from '../config';
import { coupons, membershipCategories, staff } from '../db/schema';
import type { CliContext } from './command';
import { SEED_DEMO_REFUSED } from './commands/seed-demo';
import { runCli } from './program';

let database: EmptyDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

async function portico(env: Env, argv: string[], db?: EmptyDatabase) {
  const out: string[] = [];
  const err: string[] = [];
  const openDatabase: CliContext['openDatabase'] = async () => {
    if (!db) throw new Error('this command should not open a database');
    return { ...db, close: async () => {} };
  };
  const code = await runCli(argv, {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    openDatabase,
    actor: 'cli:operator',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const DEVELOPMENT: Env = { NODE_ENV: 'test' };

describe('npm run portico --', () => {
  it('lists its commands with --help', async () => {
    const help = await portico(DEVELOPMENT, ['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run portico -- \[options\] \[command\]/);
    for (const name of [
      'check-config',
      'migrate',
      'seed-categories',
      'create-admin',
      'seed-demo',
      'import-members',
    ]) {
      expect(help.out).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    }
  });

  it("shows a command's own help", async () => {
    const help = await portico(DEVELOPMENT, ['create-admin', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run portico -- create-admin \[options\]/);
    expect(help.out).toContain('--email <email>');
    expect(help.out).toContain('--name <name>');
  });

  it('refuses an unknown command or option with exit code 1', async () => {
    expect(await portico(DEVELOPMENT, ['frobnicate'])).toMatchObject({
      code: 1,
      err: expect.stringContaining("error: unknown command 'frobnicate'"),
    });
    expect(await portico(DEVELOPMENT, ['migrate', '--force'])).toMatchObject({
      code: 1,
      err: expect.stringContaining("error: unknown option '--force'"),
    });
  });
});

describe('check-config', () => {
  it('answers 0 when production would start', async () => {
    expect(await portico(PRODUCTION_ENV, ['check-config'])).toEqual({
      code: 0,
      out: 'No problems: production would start with this configuration.',
      err: '',
    });
  });

  it('lists every problem and answers 1, NODE_ENV included when it is not production', async () => {
    const result = await portico(
      { ...PRODUCTION_ENV, NODE_ENV: 'development', PAYMENT_PROVIDER: 'sandbox', PORT: 'x' },
      ['check-config'],
    );
    expect(result.code).toBe(1);
    expect(result.out.split('\n')).toEqual([
      'Production would refuse to start (3 problems):',
      '  - NODE_ENV: is development, not production; the server runs in production (no dev outbox, no demo data) only with NODE_ENV=production',
      '  - PORT: must be a port number',
      '  - PAYMENT_PROVIDER: the sandbox takes no real payments; set PAYMENT_PROVIDER=razorpay with its keys',
    ]);
  });
});

describe('check-config --env-file', () => {
  function envFile(lines: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'portico-env-'));
    const file = join(dir, 'portico.env');
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  }
  const asLines = (env: Record<string, string>) =>
    Object.entries(env).map(([name, value]) => `${name}="${value}"`);

  it('checks the file as systemd gives it, not this shell: 0 for a good file', async () => {
    const file = envFile(asLines(PRODUCTION_ENV));
    expect(await portico({ NODE_ENV: 'test' }, ['check-config', '--env-file', file])).toEqual({
      code: 0,
      out: 'No problems: production would start with this configuration.',
      err: '',
    });
  });

  it("names the lines a shell would misread and a PORT that overrides the unit's", async () => {
    const file = envFile([
      ...asLines(PRODUCTION_ENV),
      'PORT=3000',
      'MAIL_FROM=Portico <no-reply@example.org>',
    ]);
    const result = await portico(PRODUCTION_ENV, ['check-config', '--env-file', file]);
    expect(result.code).toBe(1);
    expect(result.out.split('\n').slice(0, 3)).toEqual([
      'Production would refuse to start (2 problems):',
      expect.stringMatching(/^ {2}- line 26: write it as NAME=value, quoting a value/),
      '  - PORT: leave it out of the env file; set here, every instance (portico@3001, portico@3002) would listen on that one port',
    ]);
  });

  it('says so when the file cannot be read', async () => {
    const result = await portico(PRODUCTION_ENV, ['check-config', '--env-file', '/no/such/file']);
    expect(result).toMatchObject({
      code: 1,
      err: expect.stringContaining('Cannot read /no/such/file'),
    });
  });
});

describe('seed-demo', () => {
  it('is refused in production, whatever else is configured, before opening the database', async () => {
    for (const env of [PRODUCTION_ENV, { NODE_ENV: 'production' }]) {
      expect(await portico(env, ['seed-demo'])).toEqual({
        code: 1,
        out: '',
        err: SEED_DEMO_REFUSED,
      });
    }
  });

  it('inserts the demo data into an empty database, once', async () => {
    database = await openEmptyDatabase();
    const first = await portico(DEVELOPMENT, ['seed-demo'], database);
    expect(first).toMatchObject({ code: 0, out: expect.stringMatching(/^Demo data inserted\./) });
    expect(
      await database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')),
    ).toHaveLength(1);
    const second = await portico(DEVELOPMENT, ['seed-demo'], database);
    expect(second).toEqual({
      code: 0,
      out: 'The database already has membership categories: no demo data inserted.',
      err: '',
    });
  });
});

describe('seed-categories', () => {
  it('inserts the standard categories into a production database that has none, once', async () => {
    database = await openEmptyDatabase();
    const first = await portico(PRODUCTION_ENV, ['seed-categories'], database);
    expect(first).toEqual({
      code: 0,
      out: [
        'Inserted the standard membership categories:',
        '  Star: joining fee Rs 5,000, annual fee Rs 5,000',
        '  Silver: joining fee Rs 25,000, annual fee Rs 15,000',
        '  Gold: joining fee Rs 50,000, annual fee Rs 25,000',
        '  Platinum: joining fee Rs 1,00,000, annual fee Rs 50,000',
        'Change their fees and criteria in the back office (Categories).',
      ].join('\n'),
      err: '',
    });
    const categories = await database.db
      .select({ name: membershipCategories.name, rank: membershipCategories.rank })
      .from(membershipCategories)
      .orderBy(membershipCategories.rank);
    expect(categories).toEqual([
      { name: 'Star', rank: 1 },
      { name: 'Silver', rank: 2 },
      { name: 'Gold', rank: 3 },
      { name: 'Platinum', rank: 4 },
    ]);
    // Categories only: no demo staff or coupons come with them.
    const [staffCount] = await database.db.select({ n: count() }).from(staff);
    expect(staffCount?.n).toBe(0);

    expect(await portico(PRODUCTION_ENV, ['seed-categories'], database)).toEqual({
      code: 0,
      out: 'The database already has 4 membership categories: nothing inserted.',
      err: '',
    });
  });
});

describe('migrate', () => {
  it('reports a migrated database as up to date, with its reference data', async () => {
    database = await openEmptyDatabase();
    const result = await portico(PRODUCTION_ENV, ['migrate'], database);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^Migrations: 0 applied now, \d+ in all \(latest \d{4}_\w+\)\.\nReference data: zones and states inserted\.$/,
    );
  });
});
