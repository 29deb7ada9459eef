// The transaction every save of an existing application runs in (decision 009): lock and load,
// authorise, refuse a change to a submitted application, save, check a send-back's fields, audit.
import { isStarTier } from '@portico/domain/tier';
import { MESSAGES } from '@portico/domain/messages';
import type { Transaction } from '../../db/client';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../errors';
import { isStaff, type Principal } from '../auth';
import { authorizeLoaded, canStaffWrite, isSubmittedFor } from './access';
import { auditApplication, auditDraftColumns } from './application-audit';
import { ALREADY_APPLIED, ALREADY_SUBMITTED } from './application-messages';
import type { SaveDeps } from './application-deps';
import {
  findApplicationBundle,
  updateApplication,
  type ApplicationBundle,
  type ApplicationRow,
  type ApplicationUpdate,
} from '../records';
import { refuseUnrequestedChanges } from './requested-changes';
import { toApplicationView, type ApplicationView } from './view';

export type SaveContext = {
  tx: Transaction;
  principal: Principal;
  application: ApplicationRow;
  bundle: ApplicationBundle;
  isStar: boolean;
  byStaff: boolean;
  /** The application as shown before the save (audit log, send-back check); built when asked. */
  before: () => ApplicationView;
  /** The audit action of the save; the final submit names itself. */
  auditAction: 'application.update' | 'application.submit' | 'application.resubmit';
  /**
   * Set by a save of a new-journey application's contacts: the update is made only while no other
   * submitted new application holds them (409 otherwise), checked in the same statement.
   */
  contactMustBeFree?: { email: string; mobile: string };
};

export type SaveOptions = {
  respondWithView: boolean;
  /** A member's self-update may change a submitted (paid) application. */
  allowSubmitted?: boolean;
  /**
   * A Save as Draft: its values may be incomplete, so the stored step (the tabs completed) does
   * not move; the final submit then saves that tab again, checked.
   */
  draft?: boolean;
};

export type SaveResult = { application: ApplicationRow; view: ApplicationView | null };

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

export function requireApplicationId(id: number | null): number {
  if (id === null) {
    throw new BadRequestError(MESSAGES.basicDetailsFirst, { id: MESSAGES.basicDetailsFirst });
  }
  return id;
}

/**
 * Whether a save keeps its tab's values unchecked: a Save as Draft of an application not yet
 * submitted. Once submitted it is under review, and even its drafts must stay complete.
 */
export function keepsUncheckedDraft(ctx: SaveContext, isDraft: boolean): boolean {
  return isDraft && ctx.bundle.planHistory?.appFilled !== true;
}

/** The view a save answered with (saveExisting reads it when asked to). */
export function savedView(saved: { view: ApplicationView | null }): ApplicationView {
  if (!saved.view) throw new Error('the save was not asked for its view');
  return saved.view;
}

/**
 * Every save is audited (decision 044). Staff saves, saves under review (from the final submit on)
 * and the submit compare the whole application as shown; an applicant's draft save compares the
 * columns it wrote, unless its answer reads the application again anyway.
 */
function comparesWholeView(ctx: SaveContext): boolean {
  const underReview = ctx.bundle.planHistory?.appFilled === true;
  return ctx.byStaff || underReview || ctx.auditAction !== 'application.update';
}

/** Loads and locks the application, authorises the principal and builds the save's context. */
async function openSave(
  tx: Transaction,
  principal: Principal,
  id: number,
  options: SaveOptions,
): Promise<SaveContext> {
  const bundle = await authorizeLoaded(
    tx,
    principal,
    await findApplicationBundle(tx, id, { lock: true }),
    'write',
  );
  const byStaff = isStaff(principal);
  if (!options.allowSubmitted && isSubmittedFor(principal, bundle.planHistory)) {
    throw new ConflictError(ALREADY_SUBMITTED);
  }
  return {
    tx,
    principal,
    application: bundle.application,
    bundle,
    isStar: isStarTier(bundle.category.name),
    byStaff,
    before: () => toApplicationView(bundle),
    auditAction: 'application.update',
  };
}

/**
 * After the update: reads the application again only when something needs the saved state (the
 * response, the audit log or a send-back's field check).
 */
async function finishSave(
  ctx: SaveContext,
  updated: ApplicationRow,
  changes: ApplicationUpdate,
  options: SaveOptions,
): Promise<SaveResult> {
  const { tx, byStaff } = ctx;
  const history = ctx.bundle.planHistory;
  const changesRequested = !byStaff && history?.reviewStage === 'changes_requested';
  if (!options.respondWithView && !changesRequested && !comparesWholeView(ctx)) {
    await auditDraftColumns(tx, ctx.principal, ctx.application, changes);
    return { application: updated, view: null };
  }
  const saved = await findApplicationBundle(tx, updated.id);
  if (!saved) throw new Error(`application ${updated.id} vanished during a save`);
  const view = toApplicationView(saved);
  if (changesRequested) {
    refuseUnrequestedChanges(ctx.before(), view, history.changesRequestedFields ?? []);
  }
  await auditApplication(tx, {
    principal: ctx.principal,
    action: ctx.auditAction,
    applicationId: view.id,
    before: ctx.before(),
    after: view,
  });
  return { application: updated, view };
}

/**
 * The save of an existing application, in one transaction: reads and locks the application with
 * its related rows in one statement, authorises on it (a stranger learns nothing, not even what is
 * wrong with the body), refuses an applicant's change to a submitted application, then runs `work`
 * and records the new step. The application is read again only when something needs the saved
 * state: the response (`respondWithView`), the audit log or a send-back's field check.
 */
export function saveExisting(
  deps: Pick<SaveDeps, 'db' | 'fault'>,
  principal: Principal,
  id: number,
  tab: 1 | 2 | 3 | 4,
  work: (ctx: SaveContext) => Promise<ApplicationUpdate>,
  options: SaveOptions,
): Promise<SaveResult> {
  return deps.db.transaction(async (tx) => {
    const ctx = await openSave(tx, principal, id, options);
    const changes = await work(ctx);
    const values: ApplicationUpdate = {
      ...changes,
      steps: Math.max(ctx.application.steps, options.draft ? 0 : tab, changes.steps ?? 0),
      isAdmin: ctx.byStaff,
    };
    const updated = await updateApplication(tx, id, values, ctx.contactMustBeFree);
    if (!updated) throw new ConflictError(ALREADY_APPLIED);
    await deps.fault('application.saved');
    return finishSave(ctx, updated, changes, options);
  });
}
