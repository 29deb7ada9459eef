// The retention job (decision 045): the uploaded documents of lapsed applicants (drafts, rejected
// and cancelled applications that never became a membership) are deleted once the application has
// not changed for the months set in the association's settings. Rows go in a transaction with the
// audit row; the files after it (one left behind is the upload sweep's orphan). Idempotent: a run
// that meets another finds nothing left to do.
import { subMonths } from 'date-fns';
import { DEFAULT_DOCUMENT_RETENTION_MONTHS } from '@portico/domain/privacy';
import { recordAudit } from '../audit';
import { findAssociationSettings } from '../settings';
import { deleteStoredFiles, type CleanupJobDeps } from '../uploads';
import { deleteDocumentRows } from './erasure.repository';
import { findLapsedDocuments } from './retention.repository';

export const RETENTION_JOB = 'privacy.retention';
/** Once a day is plenty for a rule counted in months. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** Applications handled per run: a backlog drains over a few days, never in one long run. */
const APPLICATIONS_PER_RUN = 500;

export type RetentionResult = { applications: number; documents: number };

export function createRetentionJob(deps: CleanupJobDeps) {
  const { db, now } = deps;
  return {
    async run(): Promise<RetentionResult> {
      const months =
        (await findAssociationSettings(db))?.documentRetentionMonths ??
        DEFAULT_DOCUMENT_RETENTION_MONTHS;
      const found = await findLapsedDocuments(db, subMonths(now(), months), APPLICATIONS_PER_RUN);
      const applicationIds = [...new Set(found.flatMap((row) => row.applicationId ?? []))];
      let deleted = 0;
      for (const applicationId of applicationIds) {
        const keys = await db.transaction(async (tx) => {
          const removed = await deleteDocumentRows(tx, [applicationId]);
          await recordAudit(tx, {
            actor: 'system',
            action: 'documents.retention_deleted',
            entity: 'application',
            entityId: String(applicationId),
            before: null,
            after: { documents_deleted: removed.length, retention_months: months },
          });
          return removed;
        });
        deleted += keys.length;
        await deleteStoredFiles(deps, keys, 'a lapsed applicant’s document could not be deleted');
      }
      return { applications: applicationIds.length, documents: deleted };
    },
  };
}
