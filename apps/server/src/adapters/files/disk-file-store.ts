// Files in one folder under DATA_DIR (never one the web server serves). A body is written to a hidden
// temporary name in the same folder and renamed into place only when complete: rename is atomic on one
// file system, so readers never see a half-written file and a failed upload leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NamedFileStore } from './file-store';
import { assertStorageKey } from './storage-key';

export const PARTIAL_PREFIX = '.partial-';

export type DiskFileStore = NamedFileStore & { readonly kind: 'disk'; readonly dir: string };

export function createDiskFileStore(dir: string): DiskFileStore {
  function pathOf(key: string): string {
    assertStorageKey(key);
    return join(dir, key);
  }

  return {
    kind: 'disk',
    dir,

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const partial = join(dir, `${PARTIAL_PREFIX}${randomBytes(8).toString('hex')}`);
      try {
        if (Buffer.isBuffer(body)) {
          await writeFile(partial, body, { flag: 'wx', mode: 0o600 });
        } else {
          await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        }
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
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
      await rm(pathOf(key), { force: true });
    },
  };
}
