// GET plan_status/{userId}: the member's plan, its fees and expiry, and whether it is due for renewal,
// revival or an upgrade.
import type { PlanStatus } from '@portico/domain/member';
import { feeBreakdown, paiseToRupees } from '@portico/domain/money';
import { formatPlanExpiry, isBeyondRenewalWindow, isRenewalDue } from '@portico/domain/renewal';
import type { AssociationSource } from '../settings';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { isStaff, type Principal } from '../auth';
import { indiaWallClock } from './india-time';
import { findPlanStatus, type MemberRow } from '../records';

/** The rule of a current membership: active, and its last period ends after `at`. */
export function isMembershipCurrent(
  member: Pick<MemberRow, 'status'>,
  expiry: Date | null,
  at: Date,
): boolean {
  return member.status === 'active' && expiry !== null && expiry > at;
}

export async function planStatus(
  deps: { db: Database; now: () => Date; association: AssociationSource },
  principal: Principal | null,
  userId: number,
): Promise<PlanStatus> {
  if (!principal) throw new UnauthorizedError();
  const found = await findPlanStatus(deps.db, userId);
  const mayRead =
    isStaff(principal) || (principal.kind === 'member' && found?.member.id === principal.memberId);
  if (!mayRead) throw new ForbiddenError();
  if (!found) throw new NotFoundError('No membership found');
  const { member, category, expiry } = found;
  const at = deps.now();
  const { gstRateBasisPoints } = deps.association.fromRow(found.associationSettings);
  const renewal = feeBreakdown({
    joiningFeePaise: 0,
    annualFeePaise: category.annualFeePaise,
    gstRateBasisPoints,
  });
  const active = isMembershipCurrent(member, expiry, at);
  return {
    Plan_Name: category.name,
    Plan: active ? 'active' : 'expired',
    Annual_Fees: paiseToRupees(renewal.annualFee),
    gst: paiseToRupees(renewal.gst),
    gst_rate: gstRateBasisPoints / 100,
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
    upgrade_payable: found.approvedUpgrade
      ? { app_id: found.approvedUpgrade.appId, Plan_Name: found.approvedUpgrade.planName }
      : null,
  };
}
