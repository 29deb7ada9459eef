// What the saves are given (database, catalog, files, test faults) and what their steps pass on: the
// opened application, the step written and how the save finishes (save-existing.ts runs them).
import type { FileStore } from '../../adapters/files/file-store';
import type { Database, Executor, Transaction } from '../../db/client';
import type { Principal } from '../auth';
import type { ApplicationBundle, ApplicationRow, CategoryRow } from '../records';
import type { ApplicationView } from './view';

/** Points inside a save where a test can make it fail (see decision 009). */
export type FaultPoint = 'directors.deleted' | 'proposers.deleted' | 'application.saved';

export type ApplicationFaults = {
  /** Called at each fault point inside the save's transaction; a throw aborts the save. */
  inject?: (point: FaultPoint) => void | Promise<void>;
};

/** Reference data the saves look up on every call, served from memory by the catalog module. */
export type ApplicationCatalog = {
  /** `db`: the transaction to read through should the cache need loading. */
  findCategory(id: number, db?: Executor): Promise<CategoryRow | undefined>;
  findState(id: number, db?: Executor): Promise<{ id: number; zone: string } | undefined>;
};

/** What the saves are given, each named by what it does. */
export type SaveTools = {
  db: Database;
  /** The categories and states a save checks against, served from memory by the catalog module. */
  catalog: ApplicationCatalog;
  /** Where documents are stored: a member's own documents are copied into their upgrade. */
  files?: FileStore;
  /** Test-only failure points inside the saves (decision 009); nothing in production. */
  faults?: ApplicationFaults;
};

/** An existing application opened for a save: locked, loaded and authorised in `tx`. */
export type OpenedSave = {
  tx: Transaction;
  principal: Principal;
  application: ApplicationRow;
  bundle: ApplicationBundle;
  isStar: boolean;
  byStaff: boolean;
  /** The application as shown before the save (audit log, send-back check); built when asked. */
  before: () => ApplicationView;
};

export type SaveStep = {
  /** The tab saved: the stored step (the tabs completed) moves up to it. */
  tab: 1 | 2 | 3 | 4;
  /**
   * A Save as Draft: its values may be incomplete, so the stored step does not move; the final
   * submit then saves that tab again, checked.
   */
  draft?: boolean;
  /**
   * A new-journey applicant's contacts: the update is made only while no other submitted new
   * application holds them (409 otherwise), checked in the same statement.
   */
  contactMustBeFree?: { email: string; mobile: string } | undefined;
};

export type AuditAction = 'application.update' | 'application.submit' | 'application.resubmit';

export type FinishOptions = {
  /** Whether the answer is the application as saved (it is then read again). */
  respondWithView: boolean;
  /** The save's audit action; the final submit names itself. */
  auditAction?: AuditAction;
};
