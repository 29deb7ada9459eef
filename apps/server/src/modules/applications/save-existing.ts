// The steps of every save of an existing application (decision 009), which each save operation
// calls in order inside its own transaction: `openSave` (lock and load, authorise, refuse a change
// to a submitted application), the operation's own changes, `writeSave` (the columns and the tabs
// completed), then `finishSave` (a send-back's field check, the audit row). Their types are in
// save-types.ts.
import { isStarTier } from '@portico/domain/tier';
import { MESSAGES } from '@portico/domain/messages';
import type { Executor, Transaction } from '../../db/client';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../errors';
import { isStaff, type Principal } from '../auth';
import { authorizeLoaded, canStaffWrite, isSubmittedFor } from './access';
import { changedFields, recordAudit } from '../audit';
import { ALREADY_APPLIED, ALREADY_SUBMITTED } from './application-messages';
import {
  findApplicationBundle,
  updateApplication,
  type ApplicationRow,
  type ApplicationUpdate,
} from '../records';
import { refuseUnrequestedChanges } from './requested-changes';
import { parseSaveMeta } from './validation';
import type {
  ApplicationFaults,
  AuditAction,
  FaultPoint,
  FinishOptions,
  OpenedSave,
  SaveStep,
} from './save-types';
import { toApplicationView, type ApplicationView } from './view';

/** Runs a test's fault injection at this point of a save (nothing outside tests). */
export async function faultPoint(
  faults: ApplicationFaults | undefined,
  point: FaultPoint,
): Promise<void> {
  await faults?.inject?.(point);
}

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

// ── The audit row (decision 044) ────────────────────────────────────────────────────────────────
// A save whose result is read again (staff edits, saves under review, the submit) compares the
// application as shown before and after; an applicant's own save of a draft compares only the columns
// it wrote with the row it locked, so the hot save path does not read the application a second time
// for the log.

/** Who saved, as the audit log names them. */
export function auditActor(principal: Principal): string {
  if (principal.kind === 'staff') return `staff:${principal.staffId}`;
  if (principal.kind === 'member') return `member:${principal.memberId}`;
  return `applicant:${principal.emails[0] ?? principal.mobiles[0] ?? ''}`;
}

/** Bookkeeping columns that say nothing about what the applicant gave. */
const NOT_AUDITED = new Set(['id', 'appId', 'steps', 'isAdmin', 'createdAt', 'updatedAt']);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The given columns of an application row, keyed as the application's view keys them. */
export function auditedColumns(
  row: Partial<ApplicationRow>,
  keys: readonly string[] = Object.keys(row),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (NOT_AUDITED.has(key)) continue;
    const value = (row as Record<string, unknown>)[key];
    out[snakeCase(key)] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

/** A new row's columns that hold something (a creation need not list every empty one). */
export function filledColumns(row: ApplicationRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(auditedColumns(row)).filter(([, value]) => value !== null && value !== ''),
  );
}

export type ApplicationAudit = {
  principal: Principal;
  action: string;
  applicationId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

/**
 * One row with the fields that changed. An update that changed nothing writes none; a submit is
 * always recorded.
 */
export async function auditApplication(tx: Executor, entry: ApplicationAudit): Promise<void> {
  const changed = changedFields(entry.before, entry.after);
  const unchanged = entry.before !== null && Object.keys(changed.after).length === 0;
  if (unchanged && entry.action === 'application.update') return;
  await recordAudit(tx, {
    actor: auditActor(entry.principal),
    action: entry.action,
    entity: 'application',
    entityId: String(entry.applicationId),
    before: changed.before,
    after: changed.after,
  });
}

/** An applicant's draft save: the columns it wrote, compared with the row as it was locked. */
export function auditDraftColumns(
  tx: Executor,
  principal: Principal,
  before: ApplicationRow,
  changes: ApplicationUpdate,
): Promise<void> {
  const keys = Object.keys(changes);
  return auditApplication(tx, {
    principal,
    action: 'application.update',
    applicationId: before.id,
    before: auditedColumns(before, keys),
    after: auditedColumns(changes as Partial<ApplicationRow>, keys),
  });
}

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
