// Who may read or change an application (decision 009).
//
// - No principal: 401.
// - Staff: any role reads every application; only admin and office save. An unknown id is a 404.
// - Applicant: owns an application whose email OR mobile number the token proves.
// - Member: owns the application the member joined with (the token's userId, the member's
//   application) and any application carrying the member's email or mobile number (an upgrade).
// - Anyone else gets 403, and so does a non-staff caller asking for an unknown id: ids are
//   sequential, and a stranger learns nothing by telling "missing" from "not yours".
import type { Executor } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { hasRole, isStaff, provesEmail, provesMobile, type Principal } from '../auth';
import { type ApplicationRow, findApplication, findMember, type PlanHistoryRow } from '../records';

export type AccessMode = 'read' | 'write';

/** Staff roles that may save an application (the admin-update and office-update forms). */
export const EDITOR_ROLES = ['admin', 'office'] as const;

export function canStaffWrite(principal: Principal | null): boolean {
  return hasRole(principal, ...EDITOR_ROLES);
}

/**
 * Submitted applications are locked for the applicant (and member) unless a reviewer sent them back
 * for changes: their saves are refused, and the form opens read-only (the view's `locked`).
 */
export function isSubmittedFor(
  principal: Principal,
  history: Pick<PlanHistoryRow, 'appFilled' | 'reviewStage'> | null | undefined,
): boolean {
  return (
    !isStaff(principal) &&
    history?.appFilled === true &&
    history.reviewStage !== 'changes_requested'
  );
}

/** The view's `locked`: this principal may not save the application (submitted, or read-only staff). */
export function isLockedFor(
  principal: Principal,
  history: Pick<PlanHistoryRow, 'appFilled' | 'reviewStage'> | null | undefined,
): boolean {
  return isStaff(principal) ? !canStaffWrite(principal) : isSubmittedFor(principal, history);
}

async function ownsApplication(
  db: Executor,
  principal: Principal,
  application: ApplicationRow,
): Promise<boolean> {
  if (principal.kind === 'applicant') {
    return (
      (application.email !== null && provesEmail(principal, application.email)) ||
      (application.mobileNumber !== null && provesMobile(principal, application.mobileNumber))
    );
  }
  if (principal.kind === 'member') {
    if (application.id === principal.userId || application.memberId === principal.memberId) {
      return true;
    }
    const member = await findMember(db, principal.memberId);
    if (!member) return false;
    return (
      member.applicationId === application.id ||
      (application.email ?? '').toLowerCase() === member.email.toLowerCase() ||
      application.mobileNumber === member.mobileNumber
    );
  }
  return false;
}

/**
 * The application if the principal may use it in this mode; otherwise the 401/403/404 of the
 * rules above. `db` may be a transaction (the row is then read, not locked: lock it afterwards).
 */
export async function authorizeApplication(
  db: Executor,
  principal: Principal | null,
  id: number,
  mode: AccessMode,
): Promise<ApplicationRow> {
  if (!principal) throw new UnauthorizedError();
  if (isStaff(principal) && mode === 'write' && !canStaffWrite(principal)) {
    throw new ForbiddenError();
  }
  const application = await findApplication(db, id);
  return (await authorizeLoaded(db, principal, application && { application }, mode)).application;
}

/**
 * The same rules for what a caller loaded already with its application row (`undefined`: no such
 * id), so a read can fetch the row and its related rows in one statement and then authorise.
 */
export async function authorizeLoaded<T extends { application: ApplicationRow }>(
  db: Executor,
  principal: Principal | null,
  loaded: T | undefined,
  mode: AccessMode,
): Promise<T> {
  if (!principal) throw new UnauthorizedError();
  if (isStaff(principal)) {
    if (mode === 'write' && !canStaffWrite(principal)) throw new ForbiddenError();
    if (!loaded) throw new NotFoundError('Application not found');
    return loaded;
  }
  if (!loaded || !(await ownsApplication(db, principal, loaded.application))) {
    throw new ForbiddenError();
  }
  return loaded;
}
