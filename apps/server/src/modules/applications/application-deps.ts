// What the application operations are given: the database, the catalog, the file store, the review
// pipeline's submit hook and (in tests) the fault injection of decision 009.
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database, Executor, Transaction } from '../../db/client';
import type { ApplicationRow, CategoryRow, PlanHistoryRow } from '../records';

/** Points inside a save where a test can make it fail (see decision 009). */
export type FaultPoint = 'directors.deleted' | 'proposers.deleted' | 'application.saved';

export type ApplicationFaults = {
  /** Called at each fault point inside the save's transaction; a throw aborts the save. */
  inject?: (point: FaultPoint) => void | Promise<void>;
};

/**
 * The review pipeline's part of the final submit (decision 010): runs inside the save's transaction
 * (it moves the review stage) and returns what to do once the save has committed (notify reviewers).
 */
export type FinalSubmitHook = (
  tx: Transaction,
  submission: { application: ApplicationRow; history: PlanHistoryRow },
) => Promise<(() => Promise<void>) | undefined>;

/** Reference data the saves look up on every call, served from memory by the catalog module. */
export type ApplicationCatalog = {
  /** `db`: the transaction to read through should the cache need loading. */
  findCategory(id: number, db?: Executor): Promise<CategoryRow | undefined>;
  findState(id: number, db?: Executor): Promise<{ id: number; zone: string } | undefined>;
};

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

/** What every save operation uses. */
export type SaveDeps = {
  db: Database;
  catalog: ApplicationCatalog;
  files?: FileStore;
  /** Runs the fault injection at this point of a save (nothing outside tests). */
  fault: (point: FaultPoint) => Promise<void>;
};
