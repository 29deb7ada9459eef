// The upload sweep (a scheduled job): an upload is stored first and its row written after, and an
// upload is attached to an application only when the form is saved; a crash between the two, or an
// applicant who never saves, leaves files nobody can reach. The sweep removes (1) uploads never
// attached after UNATTACHED_UPLOAD_MAX_AGE_MS, row and file, and (2) stored files no row names once
// they are older than ORPHAN_FILE_GRACE_MS, which covers an upload whose row is about to be written.
// Only names the uploads module makes are touched; a file any row names is never removed.
import { isUploadKey } from './attach';
import { deleteStoredFiles, type CleanupJobDeps } from './delete-stored-files';
import { deleteUnattachedDocuments, findNamedStorageKeys } from './uploads.repository';

/** A stored file without a row is an orphan only after this (its row follows within moments). */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000;
/** An upload not attached to an application by then is abandoned. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often it runs: listing a whole bucket every few minutes would cost for nothing. */
export const UPLOAD_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Listed keys looked up in the database at a time. */
const BATCH_SIZE = 500;

export type SweepResult = { unattachedRemoved: number; orphanFilesRemoved: number };

export function createUploadSweep(deps: CleanupJobDeps) {
  const { db, files, now, logger } = deps;
  const failure = 'the upload sweep could not remove a file';

  async function removeUnnamed(keys: string[]): Promise<number> {
    const named = await findNamedStorageKeys(db, keys);
    return deleteStoredFiles(
      deps,
      keys.filter((key) => !named.has(key)),
      failure,
    );
  }

  return {
    async run(): Promise<SweepResult> {
      const at = now().getTime();
      const abandoned = await deleteUnattachedDocuments(
        db,
        new Date(at - UNATTACHED_UPLOAD_MAX_AGE_MS),
      );
      await deleteStoredFiles(deps, abandoned, failure);

      const storedBefore = at - ORPHAN_FILE_GRACE_MS;
      let orphanFilesRemoved = 0;
      let batch: string[] = [];
      for await (const file of files.list()) {
        if (!isUploadKey(file.key) || file.modifiedAt.getTime() > storedBefore) continue;
        batch.push(file.key);
        if (batch.length >= BATCH_SIZE) {
          orphanFilesRemoved += await removeUnnamed(batch);
          batch = [];
        }
      }
      orphanFilesRemoved += await removeUnnamed(batch);
      if (abandoned.length > 0 || orphanFilesRemoved > 0) {
        logger.info(
          { unattached: abandoned.length, orphans: orphanFilesRemoved },
          'upload sweep removed files',
        );
      }
      return { unattachedRemoved: abandoned.length, orphanFilesRemoved };
    },
  };
}
