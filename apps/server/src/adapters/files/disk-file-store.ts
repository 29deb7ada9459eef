// Files in one folder under DATA_DIR (never one the web server serves). A body is written to a hidden
// temporary name in the same folder and renamed into place only when complete: rename is atomic on one
// file system, so readers never see a half-written file and a failed upload leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { mkdir, open, opendir, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NamedFileStore } from './file-store';
import { assertStorageKey, isValidStorageKey } from './storage-key';

export const PARTIAL_PREFIX = '.partial-';

export type DiskFileStore = NamedFileStore & { readonly kind: 'disk'; readonly dir: string };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Removes a file; a missing one is not an error (one unlink, where rm() would lstat first). */
async function removeFile(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/** Bytes gathered before one write: an upload arrives in chunks of at most 64 kB. */
export const WRITE_BATCH_BYTES = 1024 * 1024;

/**
 * Writes a stream to an open file in batches of WRITE_BATCH_BYTES (one writev each) rather than
 * one write per network chunk; closes the file when done or failed.
 */
class BatchedFileWriter extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly handle: FileHandle) {
    super({ highWaterMark: WRITE_BATCH_BYTES });
  }

  private flush(callback: (error?: Error | null) => void): void {
    const chunks = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    if (chunks.length === 0) return callback();
    this.handle.writev(chunks).then(
      () => callback(),
      (error: Error) => callback(error),
    );
  }

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= WRITE_BATCH_BYTES) this.flush(callback);
    else callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush((error) => {
      if (error) return callback(error);
      this.handle.close().then(
        () => callback(),
        (closeError: Error) => callback(closeError),
      );
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.pending = [];
    // Closing twice (after _final) is harmless: the handle is closed once.
    this.handle.close().then(
      () => callback(error),
      () => callback(error),
    );
  }
}

/**
 * Opens new partial files in `dir`. The folder is created by the first open, not checked again by
 * every one; an open that finds it gone (removed while running) creates it again.
 */
function partialFileOpener(dir: string): (partial: string) => Promise<FileHandle> {
  let folderReady = false;
  async function ensureFolder(): Promise<void> {
    if (folderReady) return;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    folderReady = true;
  }
  return async (partial) => {
    await ensureFolder();
    try {
      return await open(partial, 'wx', 0o600);
    } catch (error) {
      if (!isMissing(error)) throw error;
      folderReady = false;
      await ensureFolder();
      return open(partial, 'wx', 0o600);
    }
  };
}

/** Writes the whole body to the open file, which is closed afterwards. */
async function writeBody(handle: FileHandle, body: Buffer | Readable): Promise<void> {
  if (!Buffer.isBuffer(body)) return pipeline(body, new BatchedFileWriter(handle));
  try {
    await handle.writeFile(body);
  } finally {
    await handle.close();
  }
}

/** The stored files of `dir` (none while it does not exist). */
async function* listStored(dir: string): AsyncGenerator<{ key: string; modifiedAt: Date }> {
  let folder;
  try {
    folder = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) return; // nothing stored yet
    throw error;
  }
  // Partial files (a hidden name) are not valid keys: a put in progress is never listed.
  for await (const entry of folder) {
    if (!entry.isFile() || !isValidStorageKey(entry.name)) continue;
    try {
      const info = await stat(join(dir, entry.name));
      yield { key: entry.name, modifiedAt: info.mtime };
    } catch (error) {
      if (!isMissing(error)) throw error; // removed since the folder was read
    }
  }
}

export function createDiskFileStore(dir: string): DiskFileStore {
  function pathOf(key: string): string {
    assertStorageKey(key);
    return join(dir, key);
  }
  const openPartial = partialFileOpener(dir);

  return {
    kind: 'disk',
    dir,

    async put(key, body) {
      const target = pathOf(key);
      const partial = join(dir, `${PARTIAL_PREFIX}${randomBytes(8).toString('hex')}`);
      try {
        await writeBody(await openPartial(partial), body);
        await rename(partial, target);
      } catch (error) {
        await removeFile(partial);
        if (body instanceof Readable) body.destroy();
        throw error;
      }
    },

    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        // The stream closes the handle when it ends or is destroyed.
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await removeFile(pathOf(key));
    },

    list: () => listStored(dir),
  };
}
