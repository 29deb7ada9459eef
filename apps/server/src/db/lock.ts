// PGlite is a single-process database: two processes writing the same data directory corrupt it. An
// exclusive lock file holding the owner's pid keeps a second server (or a stray test run) out, and a
// lock left behind by a crashed process (its pid no longer alive) is taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export type FileLock = { path: string; release(): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(
      `Another Portico process (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or set a different DATA_DIR`,
    );
    this.name = 'DataDirLockedError';
  }
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0); // signal 0: existence check only
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function acquireLock(path: string, dataDir: string, pid = process.pid): FileLock {
  // Two attempts: the second after removing a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, `${pid}\n`, { flag: 'wx' });
      return {
        path,
        release() {
          // Only remove the lock if it is still ours.
          if (readPid(path) === pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readPid(path);
    if (owner !== null && isProcessAlive(owner)) throw new DataDirLockedError(owner, dataDir);
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const owner = readPid(path);
  throw new DataDirLockedError(owner ?? 0, dataDir);
}
