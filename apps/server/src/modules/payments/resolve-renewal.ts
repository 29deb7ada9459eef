// The checkout of a renewal (within the renewal window: a year continuing the expiry) or of a
// revival (a membership lapsed beyond the window: a year from the payment), at the category's annual
// fee plus GST. A member whose documents await confirmation confirms them first.
import { isManualUpdateRequired } from '@portico/domain/constants';
import {
  DOCUMENTS_CONFIRMATION_FIELD,
  DOCUMENTS_CONFIRMATION_REQUIRED,
} from '@portico/domain/member';
import { feeBreakdown } from '@portico/domain/money';
import {
  isBeyondRenewalWindow,
  isRenewalDue,
  renewalOpensOn,
  renewalPeriod,
} from '@portico/domain/renewal';
import { addYears } from 'date-fns';
import { ConflictError } from '../../errors';
import { findLatestHistory, findMemberOfApplication, findOpenRevival } from '../records';
import { NO_COUPON } from './checkout-coupon';
import {
  CHECKOUT_MESSAGES,
  currentCategory,
  refuse,
  type CheckoutDeps,
  type Resolution,
} from './checkout-resolution';
import { findLatestPeriod } from './membership.repository';
import type { ApplicationRow } from './payment-rows';

export async function resolveRenewal(
  deps: CheckoutDeps,
  application: ApplicationRow,
  type: 'renew' | 'revive_renew',
  gstRateBasisPoints: number,
): Promise<Resolution> {
  const member = await findMemberOfApplication(deps.db, application);
  if (!member) return refuse('not_payable', CHECKOUT_MESSAGES.notMember);
  // Manual 1 or 4: the documents confirmation (or the self-update) comes first, whatever the way
  // in (the plan status, a reminder's link, a direct call); a 409, not an outcome page.
  if (isManualUpdateRequired(member.manual)) {
    throw new ConflictError(DOCUMENTS_CONFIRMATION_REQUIRED, {
      [DOCUMENTS_CONFIRMATION_FIELD]: DOCUMENTS_CONFIRMATION_REQUIRED,
    });
  }
  const latest = await findLatestPeriod(deps.db, member.id);
  if (!latest) return refuse('not_payable', CHECKOUT_MESSAGES.notMember);
  const at = deps.now();
  const expiry = latest.endsAt;
  if (type === 'renew') {
    if (isBeyondRenewalWindow(expiry, at)) {
      return refuse('not_payable', CHECKOUT_MESSAGES.beyondWindow);
    }
    if (!isRenewalDue(expiry, at)) {
      return {
        ...refuse('not_payable', CHECKOUT_MESSAGES.notDue),
        renewalOpens: renewalOpensOn(expiry),
      };
    }
  } else if (!isBeyondRenewalWindow(expiry, at)) {
    return refuse('not_payable', CHECKOUT_MESSAGES.insideWindow);
  }
  const plan = await currentCategory(deps, member.categoryId);
  const history =
    type === 'revive_renew'
      ? ((await findOpenRevival(deps.db, application.id)) ?? null)
      : member.applicationId === null
        ? null
        : ((await findLatestHistory(deps.db, member.applicationId)) ?? null);
  return {
    ok: true as const,
    type,
    application,
    member,
    history,
    category: plan,
    previous: null,
    fees: feeBreakdown({
      joiningFeePaise: 0,
      annualFeePaise: plan.annualFeePaise,
      gstRateBasisPoints,
    }),
    coupon: null,
    couponVerdict: NO_COUPON,
    // A revival starts when it is paid; a renewal continues the lapsed or ending period.
    period: type === 'renew' ? renewalPeriod(expiry) : { start: at, end: addYears(at, 1) },
    expiry,
  };
}
