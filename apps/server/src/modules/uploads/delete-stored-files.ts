// Deleting the stored files of rows already gone (a committed erasure, the retention job, the upload
// sweep). A file that cannot be deleted is logged and left, not fatal: no row names it any more, so
// the upload sweep removes it as an orphan on a later run.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';

/** What a scheduled job that deletes rows and then their stored files is given (sweep, retention). */
export type CleanupJobDeps = {
  db: Database;
  files: FileStore;
  now: () => Date;
  logger: FastifyBaseLogger;
};

/** Deletes each file in turn; answers how many were deleted. `failure` is the warning's message. */
export async function deleteStoredFiles(
  deps: Pick<CleanupJobDeps, 'files' | 'logger'>,
  keys: readonly string[],
  failure: string,
): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      await deps.files.delete(key);
      deleted += 1;
    } catch (error) {
      deps.logger.warn({ err: error, key }, failure);
    }
  }
  return deleted;
}
