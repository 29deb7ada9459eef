// The member area (member-area spec §2.4, §4.5; applicant spec 'Member self-update'): the plan
// status, the user details the web app keeps, the self-update and its documents confirmation, and
// the public membership check.
import { formatPlanExpiry, isBeyondRenewalWindow, isRenewalDue } from '@portico/domain/renewal';
import {
  CLEAN_UPDATE_MESSAGES,
  type LoginUser,
  type MembershipValidity,
  type PlanStatus,
} from '@portico/domain/member';
import { feeBreakdown, paiseToRupees } from '@portico/domain/money';
import { MANUAL_UPDATE_VALUES } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import { parseRecordId } from '@portico/domain/record-id';
import type { Database } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { isStaff, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import { findApplication, findMember } from '../applications/applications.repository';
import type { ApplicationService } from '../applications/applications.service';
import { loginUserOf } from './login.service';
import {
  findMemberByNumber,
  findMemberOfUser,
  findPlanStatus,
  type MemberRow,
} from './members.repository';
import { lockMember, updateMember } from '../payments/membership.repository';

/** India time, as the expiry is shown (a member's day ends at midnight in India). */
const INDIA_OFFSET_MS = 330 * 60 * 1000;
const inIndia = (date: Date) => new Date(date.getTime() + INDIA_OFFSET_MS);
/** formatPlanExpiry formats the runtime's local fields: shift so they read as India time. */
const indiaWallClock = (date: Date) =>
  new Date(inIndia(date).getTime() + date.getTimezoneOffset() * 60 * 1000);

export type MembersService = ReturnType<typeof createMembersService>;

export function createMembersService(deps: {
  db: Database;
  tokens: TokenService;
  applications: ApplicationService;
  now: () => Date;
}) {
  const { db, tokens, applications, now } = deps;

  /** The signed-in member (401 without a token, 403 for anyone but a member). */
  async function requireMember(principal: Principal | null): Promise<MemberRow> {
    if (!principal) throw new UnauthorizedError();
    if (principal.kind !== 'member') throw new ForbiddenError();
    const member = await findMember(db, principal.memberId);
    if (!member) throw new ForbiddenError();
    return member;
  }

  async function planStatus(principal: Principal | null, userId: number): Promise<PlanStatus> {
    if (!principal) throw new UnauthorizedError();
    const found = await findPlanStatus(db, userId);
    const mayRead =
      isStaff(principal) ||
      (principal.kind === 'member' && found?.member.id === principal.memberId);
    if (!mayRead) throw new ForbiddenError();
    if (!found) throw new NotFoundError('No membership found');
    const { member, category, expiry } = found;
    const at = now();
    const renewal = feeBreakdown({ joiningFeePaise: 0, annualFeePaise: category.annualFeePaise });
    const active = member.status === 'active' && expiry !== null && expiry > at;
    return {
      Plan_Name: category.name,
      Plan: active ? 'active' : 'expired',
      Annual_Fees: paiseToRupees(renewal.annualFee),
      gst: paiseToRupees(renewal.gst),
      total: paiseToRupees(renewal.total),
      Plan_Expiry: expiry ? formatPlanExpiry(indiaWallClock(expiry)) : '',
      renew: expiry !== null && isRenewalDue(expiry, at),
      revive: expiry !== null && isBeyondRenewalWindow(expiry, at),
      app_id: member.applicationId ?? userId,
      Unique_id: member.memberNumber ?? '',
      Name: member.companyName,
      Email: member.email,
      manual: member.manual,
      pdf_standalone: member.pdfStandalone,
      can_upgrade: !found.isTopPlan,
      upgrade_app_id: found.upgradeAppId,
    };
  }

  /** GET get_user_details/{id}: the user of an application the principal may see. */
  async function userDetails(principal: Principal | null, id: number): Promise<LoginUser> {
    await applications.authorize(principal, id, 'read');
    const member = await findMemberOfUser(db, id);
    const user = await loginUserOf(db, {
      member,
      application: member ? undefined : await findApplication(db, id),
    });
    if (!user) throw new NotFoundError('Application not found');
    return user;
  }

  const needsUpdate = (member: MemberRow) =>
    (MANUAL_UPDATE_VALUES as readonly number[]).includes(member.manual);

  /**
   * A user id the request names (the self-update's `id`) must be the member's own: another member's
   * is a 403, not a silent change of the caller's own record, and so is one no record can have.
   */
  async function assertOwnUser(member: MemberRow, named: unknown): Promise<void> {
    if (named === undefined || named === null || named === '') return;
    const userId = parseRecordId(String(named));
    const owner = userId === null ? undefined : await findMemberOfUser(db, userId);
    if (owner?.id !== member.id) throw new ForbiddenError();
  }

  /** The member's own application (the user id), or 404. */
  function applicationOf(member: MemberRow): number {
    if (member.applicationId === null) throw new NotFoundError('No application found');
    return member.applicationId;
  }

  /**
   * POST user_clean_update: the member corrects their details (only while asked to: manual 1 or 4),
   * the mobile number verified again; the manual flag goes back to 0 in the same transaction.
   */
  async function cleanUpdate(principal: Principal | null, body: Record<string, unknown>) {
    const member = await requireMember(principal);
    await assertOwnUser(member, body.id);
    if (!needsUpdate(member)) throw new ConflictError(CLEAN_UPDATE_MESSAGES.alreadyRecorded);
    const token = typeof body.verification_token === 'string' ? body.verification_token : '';
    let proof: Principal | null = null;
    if (token) {
      try {
        proof = (await tokens.verify(token)).principal;
      } catch {
        proof = null; // An expired verification proves nothing: the form asks to verify again.
      }
    }
    const userId = applicationOf(member);
    await applications.selfUpdate(principal as Principal, userId, body, {
      proof,
      // Checked again under the member's row lock: of two submits at once, only one is recorded.
      beforeSave: async (tx) => {
        const locked = await lockMember(tx, member.id);
        if (!locked || !needsUpdate(locked)) {
          throw new ConflictError(CLEAN_UPDATE_MESSAGES.alreadyRecorded);
        }
      },
      afterSave: (tx, saved) =>
        updateMember(tx, member.id, {
          manual: 0,
          name: saved.name,
          companyName: saved.company_name,
          email: saved.email.toLowerCase(),
          mobileNumber: saved.mobile_number,
          zone: saved.zone,
        }),
    });
    return { message: CLEAN_UPDATE_MESSAGES.updated, app_id: userId };
  }

  /**
   * POST user_clean_update/ignore (no body, or `{ id }` naming the member's own user id): the
   * documents on record are confirmed as they are. Only a member
   * with a documents link has any to confirm; without one the spec asks for an upload (409 'Kindly
   * upload your documents.').
   */
  async function confirmDocuments(principal: Principal | null, namedUserId?: unknown) {
    const member = await requireMember(principal);
    await assertOwnUser(member, namedUserId);
    const userId = applicationOf(member);
    if (needsUpdate(member)) {
      if (!member.pdfStandalone?.trim()) throw new ConflictError(MESSAGES.uploadDocumentsText);
      await updateMember(db, member.id, { manual: 0 });
    }
    return { message: CLEAN_UPDATE_MESSAGES.alreadyRecorded, app_id: userId };
  }

  /** GET validate_membership?number=: public; is this a current member (nothing more). */
  async function validateMembership(number: string): Promise<MembershipValidity> {
    const found = await findMemberByNumber(db, number);
    if (!found) return { success: false, message: 'No member holds this number.' };
    const { member, category, expiry } = found;
    const current = member.status === 'active' && expiry !== null && expiry > now();
    return {
      success: true,
      data: {
        member_number: member.memberNumber ?? number,
        name: member.companyName,
        category,
        valid_until: expiry ? inIndia(expiry).toISOString().slice(0, 10) : '',
        current,
      },
    };
  }

  return { planStatus, userDetails, cleanUpdate, confirmDocuments, validateMembership };
}
