// Several server processes may start at once on one PostgreSQL, on an empty or an older database:
// the migrations run once, behind an advisory lock, and every process starts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../../test/support/empty-database';
import { testConfig } from '../../test/support/prepare';
import { openDatabase } from './client';
import { appliedMigrations, readJournal, type JournalEntry } from './migrations';

const PROCESSES = 4;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase(): Promise<EmptyPostgresDatabase> {
  const database = await createEmptyPostgresDatabase();
  cleanups.push(database.drop);
  return database;
}

/** A copy of the migrations folder that stops `drop` migrations short: an older release. */
function olderMigrations(migrationsDir: string, drop: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-older-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  journal.entries = journal.entries.slice(0, journal.entries.length - drop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** Opens the database from PROCESSES "servers" at once; every one must succeed. */
async function startTogether(config: ReturnType<typeof testConfig>): Promise<void> {
  const opened = await Promise.allSettled(
    Array.from({ length: PROCESSES }, () => openDatabase(config)),
  );
  for (const result of opened) {
    if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
  }
  const failures = opened.flatMap((result) =>
    result.status === 'rejected' ? [String(result.reason)] : [],
  );
  expect(failures).toEqual([]);
}

describe.skipIf(inject('testDatabase').driver !== 'postgres')(
  'migrations started by several processes at once',
  () => {
    it(`lets ${PROCESSES} processes migrate an empty database together, each migration applied once`, async () => {
      const { url } = await emptyDatabase();
      const config = testConfig({ DATABASE_URL: url });
      const journal = readJournal(config.migrationsDir);

      await startTogether(config);

      const check = await openDatabase(config, { migrate: false });
      cleanups.push(() => check.close());
      expect(await appliedMigrations(check.db)).toEqual(journal.map((entry) => entry.when));
    });

    it(`lets ${PROCESSES} processes upgrade an older database together`, async () => {
      const { url } = await emptyDatabase();
      const config = testConfig({ DATABASE_URL: url });
      const older = await openDatabase({
        ...config,
        migrationsDir: olderMigrations(config.migrationsDir, 3),
      });
      const before = await appliedMigrations(older.db);
      await older.close();

      await startTogether(config);

      const check = await openDatabase(config, { migrate: false });
      cleanups.push(() => check.close());
      const after = await appliedMigrations(check.db);
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after).toHaveLength(before.length + 3);
      expect(new Set(after).size).toBe(after.length);
    });
  },
);
