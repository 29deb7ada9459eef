// The steps of every save of an existing application (decision 009), which each save operation
// calls in order inside its own transaction: `openSave` (lock and load, authorise, refuse a change
// to a submitted application), the operation's own changes, `writeSave` (the columns and the tabs
// completed), then `finishSave` (a send-back's field check, the audit row).
import { isStarTier } from '@portico/domain/tier';
import { MESSAGES } from '@portico/domain/messages';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database, Executor, Transaction } from '../../db/client';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../errors';
import { isStaff, type Principal } from '../auth';
import { authorizeLoaded, canStaffWrite, isSubmittedFor } from './access';
import { auditApplication, auditDraftColumns } from './application-audit';
import { ALREADY_APPLIED, ALREADY_SUBMITTED } from './application-messages';
import {
  findApplicationBundle,
  updateApplication,
  type ApplicationBundle,
  type ApplicationRow,
  type ApplicationUpdate,
  type CategoryRow,
} from '../records';
import { refuseUnrequestedChanges } from './requested-changes';
import { parseSaveMeta } from './validation';
import { toApplicationView, type ApplicationView } from './view';

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

/** Runs a test's fault injection at this point of a save (nothing outside tests). */
export async function faultPoint(
  faults: ApplicationFaults | undefined,
  point: FaultPoint,
): Promise<void> {
  await faults?.inject?.(point);
}

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

export const emptyToNull = (value: string): string | null => (value === '' ? null : value);

export function requireSignedIn(principal: Principal | null): Principal {
  if (!principal) throw new UnauthorizedError();
  return principal;
}

/** A signed-in caller who may save at all: staff must be admin or office. */
export function requireEditor(principal: Principal | null): Principal {
  const signedIn = requireSignedIn(principal);
  if (isStaff(signedIn) && !canStaffWrite(signedIn)) throw new ForbiddenError();
  return signedIn;
}

function requireApplicationId(id: number | null): number {
  if (id === null) {
    throw new BadRequestError(MESSAGES.basicDetailsFirst, { id: MESSAGES.basicDetailsFirst });
  }
  return id;
}

/**
 * Who saves into which application (tabs 2 to 4): a caller who may edit (checked before the body),
 * the application the body names (400 without: the basic details come first) and whether this is a
 * Save as Draft.
 */
export function saveRequestOf(
  caller: Principal | null,
  body: Record<string, unknown>,
): { principal: Principal; id: number; isDraft: boolean } {
  const principal = requireEditor(caller);
  const meta = parseSaveMeta(body);
  return { principal, id: requireApplicationId(meta.id), isDraft: meta.is_draft };
}

/**
 * Whether a save keeps its tab's values unchecked: a Save as Draft of an application not yet
 * submitted. Once submitted it is under review, and even its drafts must stay complete.
 */
export function keepsUncheckedDraft(save: OpenedSave, isDraft: boolean): boolean {
  return isDraft && save.bundle.planHistory?.appFilled !== true;
}

/**
 * The first step of a save: reads and locks the application with its related rows in one
 * statement, authorises on it (a stranger learns nothing, not even what is wrong with the body),
 * and refuses an applicant's change to a submitted application unless `allowSubmitted` (a member's
 * self-update may change their paid application).
 */
export async function openSave(
  tx: Transaction,
  principal: Principal,
  id: number,
  { allowSubmitted = false }: { allowSubmitted?: boolean } = {},
): Promise<OpenedSave> {
  const bundle = await authorizeLoaded(
    tx,
    principal,
    await findApplicationBundle(tx, id, { lock: true }),
    'write',
  );
  if (!allowSubmitted && isSubmittedFor(principal, bundle.planHistory)) {
    throw new ConflictError(ALREADY_SUBMITTED);
  }
  return {
    tx,
    principal,
    application: bundle.application,
    bundle,
    isStar: isStarTier(bundle.category.name),
    byStaff: isStaff(principal),
    before: () => toApplicationView(bundle),
  };
}

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

/** The second step: the save's columns and the tabs completed, written in one update. */
export async function writeSave(
  save: OpenedSave,
  changes: ApplicationUpdate,
  step: SaveStep,
  faults: ApplicationFaults | undefined,
): Promise<ApplicationRow> {
  const values: ApplicationUpdate = {
    ...changes,
    steps: Math.max(save.application.steps, step.draft ? 0 : step.tab, changes.steps ?? 0),
    isAdmin: save.byStaff,
  };
  const updated = await updateApplication(
    save.tx,
    save.application.id,
    values,
    step.contactMustBeFree,
  );
  if (!updated) throw new ConflictError(ALREADY_APPLIED);
  await faultPoint(faults, 'application.saved');
  return updated;
}

type AuditAction = 'application.update' | 'application.submit' | 'application.resubmit';

export type FinishOptions = {
  /** Whether the answer is the application as saved (it is then read again). */
  respondWithView: boolean;
  /** The save's audit action; the final submit names itself. */
  auditAction?: AuditAction;
};

/**
 * Every save is audited (decision 044). Staff saves, saves under review (from the final submit on)
 * and the submit compare the whole application as shown; an applicant's draft save compares the
 * columns it wrote, unless its answer reads the application again anyway.
 */
function comparesWholeView(save: OpenedSave, auditAction: AuditAction): boolean {
  const underReview = save.bundle.planHistory?.appFilled === true;
  return save.byStaff || underReview || auditAction !== 'application.update';
}

/**
 * The last step: checks a send-back's fields and records the audit row. It reads the application
 * again only when something needs the saved state (the answer, the audit log or the send-back's
 * check), and answers that view (null when nothing read it).
 */
export async function finishSave(
  save: OpenedSave,
  updated: ApplicationRow,
  changes: ApplicationUpdate,
  { respondWithView, auditAction = 'application.update' }: FinishOptions,
): Promise<ApplicationView | null> {
  const { tx, byStaff } = save;
  const history = save.bundle.planHistory;
  const changesRequested = !byStaff && history?.reviewStage === 'changes_requested';
  if (!respondWithView && !changesRequested && !comparesWholeView(save, auditAction)) {
    await auditDraftColumns(tx, save.principal, save.application, changes);
    return null;
  }
  const saved = await findApplicationBundle(tx, updated.id);
  if (!saved) throw new Error(`application ${updated.id} vanished during a save`);
  const view = toApplicationView(saved);
  if (changesRequested) {
    refuseUnrequestedChanges(save.before(), view, history.changesRequestedFields ?? []);
  }
  await auditApplication(tx, {
    principal: save.principal,
    action: auditAction,
    applicationId: view.id,
    before: save.before(),
    after: view,
  });
  return view;
}

/** The view a save answered with (finishSave reads it when asked to). */
export function savedView(view: ApplicationView | null): ApplicationView {
  if (!view) throw new Error('the save was not asked for its view');
  return view;
}
