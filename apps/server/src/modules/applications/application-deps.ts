// What the application operations are given: the database, the catalog, the file store, the review
// pipeline's submit hook and (in tests) the fault injection of decision 009.
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';
import type { PlanHistoryRow } from '../records';
import type { ApplicationCatalog, ApplicationFaults } from './save-existing';
import type { FinalSubmitHook } from './submit-application';

export type { ApplicationCatalog, ApplicationFaults, FaultPoint } from './save-existing';
export type { FinalSubmitHook } from './submit-application';

export type ApplicationServiceDeps = {
  db: Database;
  catalog: ApplicationCatalog;
  /** Where documents are stored: a member's own documents are copied into their upgrade. */
  files?: FileStore;
  /** All five review stages approved (the review module's rule). */
  isReviewComplete: (history: PlanHistoryRow, referencesRequired: ProposersRequired) => boolean;
  onFinalSubmit?: FinalSubmitHook;
  faults?: ApplicationFaults;
};
