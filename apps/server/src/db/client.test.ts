import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, PGLITE_LOCK_FILE, resultRows } from './client';
import { acquireLock, DataDirLockedError, isProcessAlive } from './lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  expect(isProcessAlive(child.pid)).toBe(false);
  return child.pid;
}

describe('data directory lock', () => {
  it('is taken with our pid and released on release()', () => {
    const dir = tempDir();
    const path = join(dir, PGLITE_LOCK_FILE);
    const lock = acquireLock(path, dir);
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a second owner while the first is alive, naming its pid and DATA_DIR', () => {
    const dir = tempDir();
    const path = join(dir, PGLITE_LOCK_FILE);
    // The parent (the vitest runner) stands in for another live Portico process.
    writeFileSync(path, `${process.ppid}\n`);
    expect(() => acquireLock(path, dir)).toThrow(DataDirLockedError);
    expect(() => acquireLock(path, dir)).toThrow(
      `Another Portico process (pid ${process.ppid}) is using DATA_DIR ${dir}; stop it or set a different DATA_DIR`,
    );
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    const path = join(dir, PGLITE_LOCK_FILE);
    writeFileSync(path, `${deadPid()}\n`);
    const lock = acquireLock(path, dir);
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that another process has taken since', () => {
    const dir = tempDir();
    const path = join(dir, PGLITE_LOCK_FILE);
    const lock = acquireLock(path, dir);
    writeFileSync(path, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(path, 'utf8').trim()).toBe(String(process.ppid));
  });
});

// An embedded database on disk: PGlite only (the PostgreSQL project has nothing to lock).
describe.skipIf(inject('testDatabase').driver !== 'pglite')(
  'openDatabase with PGlite on disk',
  () => {
    it('recovers a stale lock, refuses a second opener and releases the lock on close', async () => {
      const dataDir = tempDir();
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const lockPath = join(dataDir, PGLITE_LOCK_FILE);
      writeFileSync(lockPath, `${deadPid()}\n`);

      const first = await openDatabase(config);
      try {
        expect(first.driver).toBe('pglite');
        const result = await first.db.execute(
          sql`select count(*)::int as n from membership_categories`,
        );
        expect(resultRows(result)).toEqual([{ n: 0 }]); // migrated, not seeded
        expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));

        await expect(openDatabase(config)).rejects.toThrow(
          `Another Portico process (pid ${process.pid}) is using DATA_DIR ${dataDir}; stop it or set a different DATA_DIR`,
        );
      } finally {
        await first.close();
      }
      expect(existsSync(lockPath)).toBe(false);
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    });
  },
);
