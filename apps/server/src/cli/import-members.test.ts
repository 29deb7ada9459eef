// `import-members`: the register from a file on a new production database, a dry run first, the
// import, the same file again (nothing changes), and a file with problems (exit 1, nothing written).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type EmptyDatabase } from '../../test/support/empty-database';
import { registerCsv, registerRow } from '../../test/support/member-import-fixtures';
import { PRODUCTION_ENV } from '../../test/support/production-env';
import { auditLog, members } from '../db/schema';
import { seedStandardCategories } from '../db/standard-categories';
import { seedOnStart } from '../db/start-data';
import { runCli } from './program';

let database: EmptyDatabase | undefined;
let folder: string | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

async function portico(db: EmptyDatabase, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env: PRODUCTION_ENV,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    openDatabase: async () => ({ ...db, close: async () => {} }),
    actor: 'cli:operator',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function registerFile(content: string): Promise<string> {
  folder ??= await mkdtemp(join(tmpdir(), 'portico-import-'));
  const path = join(folder, 'register.csv');
  await writeFile(path, content);
  return path;
}

async function memberCount(db: EmptyDatabase) {
  const [row] = await db.db.select({ n: count() }).from(members);
  return row?.n;
}

describe('import-members', () => {
  it('dry-runs, imports, and changes nothing the second time', async () => {
    database = await openEmptyDatabase();
    await seedOnStart(database.db, { production: true });
    await seedStandardCategories(database.db);
    const file = await registerFile(registerCsv([registerRow(1), registerRow(2)]));

    const dry = await portico(database, 'import-members', file, '--dry-run');
    expect(dry).toEqual({
      code: 0,
      out: [
        'row 2: create PM-1001 Imported Events 1 Pvt Ltd',
        'row 3: create PM-1002 Imported Events 2 Pvt Ltd',
        'register.csv: 2 row(s). Dry run, nothing written: would create 2, update 0, unchanged 0.',
      ].join('\n'),
      err: '',
    });
    expect(await memberCount(database)).toBe(0);

    const imported = await portico(database, 'import-members', file);
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/Imported: created 2, updated 0, unchanged 0\.$/);
    expect(await memberCount(database)).toBe(2);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'members.import'));
    expect(audit).toMatchObject({ actor: 'cli:operator', after: { created: 2 } });

    const again = await portico(database, 'import-members', file);
    expect(again.out).toBe('register.csv: 2 row(s). Imported: created 0, updated 0, unchanged 2.');
  });

  it('reports problems by row and column and exits 1, writing nothing', async () => {
    database = await openEmptyDatabase();
    await seedOnStart(database.db, { production: true });
    await seedStandardCategories(database.db);
    const file = await registerFile(
      registerCsv([registerRow(1), registerRow(2, { email: 'x@', expiresOn: '31-02-2027' })]),
    );
    expect(await portico(database, 'import-members', file)).toEqual({
      code: 1,
      out: '',
      err: [
        'row 3, Email: "x@" is not a valid email address',
        'row 3, Membership expiry: "31-02-2027" is not a date (DD-MM-YYYY)',
        'register.csv: 2 problem(s) in 2 row(s): nothing imported.',
      ].join('\n'),
    });
    expect(await memberCount(database)).toBe(0);
    expect(await portico(database, 'import-members', '/nonexistent.csv')).toMatchObject({
      code: 1,
      err: 'import-members: cannot read /nonexistent.csv: ENOENT',
    });
    expect(await portico(database, 'import-members')).toMatchObject({
      code: 1,
      err: expect.stringContaining("missing required argument 'file'"),
    });
  });
});
