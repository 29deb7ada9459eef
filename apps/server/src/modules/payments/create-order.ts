// POST create_order: the order of a checkout. Its amount is the checkout's, computed on the server;
// the browser only says what it pays for. A second click within a while reuses the open order; a
// coupon's use is held before the provider's order is opened (decision 022).
import { subMinutes } from 'date-fns';
import {
  couponRefusal,
  orderNote,
  type OrderType,
  type PaymentOrder,
} from '@portico/domain/checkout';
import { formatInrPaise } from '@portico/domain/currency';
import { paiseToRupees } from '@portico/domain/money';
import { balanceDuePaise } from '@portico/domain/offline-payment';
import { BadRequestError, ConflictError } from '../../errors';
import { teamPersonOf, type Principal } from '../auth';
import { findOpenRevival, insertPlanHistory, lockMember } from '../records';
import type { Payable } from './checkout-resolution';
import { holdCouponUse, releaseCouponHolds } from './coupon-holds';
import { findOpenOfflineOrder, receiptsOfOrder, settledBy } from './offline-receipts.repository';
import { findReusableOrder, insertOrder, type NewOrder } from './orders.repository';
import type { OrdersDeps } from './orders-deps';
import { PAYMENT_MESSAGES, rethrowAsUnavailable } from './payment-messages';
import type { OrderRow } from './payment-rows';

/** A second click within this time reuses the open order instead of making another one. */
const ORDER_REUSE_MINUTES = 30;

/** What the browser asks to pay for: a purpose of a user id, with a coupon for a registration. */
export type OrderInput = { user_id: number; type: OrderType; coupon: string | null };

export async function createOrder(
  deps: OrdersDeps,
  principal: Principal | null,
  input: OrderInput,
): Promise<PaymentOrder> {
  const { db, provider, now } = deps;
  const payable = await deps.checkout.resolve(principal, input.type, input.user_id, input.coupon);
  if (!payable.ok) throw new ConflictError(payable.message);
  if (input.coupon !== null && !payable.couponVerdict.status) {
    throw new BadRequestError(payable.couponVerdict.msg, { coupon: payable.couponVerdict.msg });
  }
  await refusePartPaid(db, payable);
  const historyId =
    payable.type === 'revive_renew'
      ? await revivalHistory(deps, payable)
      : (payable.history?.id ?? 0);
  const planHistoryId = historyId === 0 ? null : historyId;
  const period = payable.type === 'renew' ? payable.period : null;
  const found = await findReusableOrder(db, {
    purpose: payable.type,
    planHistoryId,
    memberId: payable.member?.id ?? null,
    totalPaise: payable.fees.total,
    couponId: payable.coupon?.id ?? null,
    provider: provider.name,
    periodStartsAt: period?.start ?? null,
    since: subMinutes(now(), ORDER_REUSE_MINUTES),
  });
  if ('reusable' in found) return toPaymentOrder(deps, found.reusable, payable, historyId);

  // The provider's order first, under our order number: our row is then written once, whole.
  const uniqueOrderId = found.nextNumber;
  await holdCoupon(deps, payable, uniqueOrderId);
  const row = newOrderRow(deps, payable, uniqueOrderId, planHistoryId);
  const providerOrderId = await openProviderOrder(deps, payable, row);
  const placedByPersonId = teamPersonOf(principal);
  const order = await insertOrder(db, {
    ...row,
    providerOrderId,
    status: 'created',
    placedByPersonId,
  });
  return toPaymentOrder(deps, order, payable, historyId);
}

/**
 * A card payment is refused while the association has part of the money by hand (decision 081): the
 * member is told the balance and pays it to the association, or the total would be paid twice.
 */
async function refusePartPaid(db: OrdersDeps['db'], payable: Payable): Promise<void> {
  const open = await findOpenOfflineOrder(db, payable.application.id, payable.type);
  if (!open) return;
  const due = balanceDuePaise(open.totalPaise, settledBy(await receiptsOfOrder(db, open.id)));
  throw new ConflictError(
    PAYMENT_MESSAGES.partPaidOffline(formatInrPaise(due), open.uniqueOrderId),
  );
}

/** A revival is recorded as its own plan-history row, made once (under the member's lock). */
export async function revivalHistory(deps: OrdersDeps, payable: Payable): Promise<number> {
  if (payable.history) return payable.history.id;
  const member = payable.member;
  if (!member) throw new Error('a revival needs a member');
  return deps.db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const open = await findOpenRevival(tx, payable.application.id);
    if (open) return open.id;
    const history = await insertPlanHistory(tx, {
      applicationId: payable.application.id,
      categoryId: member.categoryId,
      historyType: 'revive_renew',
      appFilled: true,
      reviewStage: 'approved',
      companyName: member.companyName,
    });
    return history.id;
  });
}

/**
 * The coupon's use is held before the provider's order is opened: of orders racing for its last
 * use, one gets it and the others are told as if it had run out (decision 022).
 */
async function holdCoupon(deps: OrdersDeps, payable: Payable, orderNumber: string) {
  if (!payable.coupon) return;
  if (!payable.history) throw new Error('a coupon applies to a plan history');
  const held = await holdCouponUse(
    deps.db,
    { couponId: payable.coupon.id, orderNumber, planHistoryId: payable.history.id },
    deps.now(),
  );
  if (!held) {
    // Taken by an order that raced this one for its last use.
    const message = couponRefusal('used_up');
    throw new BadRequestError(message, { coupon: message });
  }
}

type OrderDraft = Omit<NewOrder, 'providerOrderId' | 'status'>;

export function newOrderRow(
  deps: OrdersDeps,
  payable: Payable,
  uniqueOrderId: string,
  planHistoryId: number | null,
): OrderDraft {
  const { fees } = payable;
  const period = payable.type === 'renew' ? payable.period : null;
  return {
    uniqueOrderId,
    applicationId: payable.application.id,
    memberId: payable.member?.id ?? null,
    planHistoryId,
    categoryId: payable.category.id,
    purpose: payable.type,
    joiningFeePaise: fees.joiningFee,
    discountPaise: fees.discount,
    annualFeePaise: fees.annualFee,
    taxablePaise: fees.taxable,
    gstPaise: fees.gst,
    roundOffPaise: fees.roundOff,
    // The split is settled when paid (place of supply); until then all of it is shown as IGST.
    igstPaise: fees.gst,
    totalPaise: fees.total,
    gstRateBasisPoints: fees.gstRateBasisPoints,
    couponId: payable.coupon?.id ?? null,
    provider: deps.provider.name,
    periodStartsAt: period?.start ?? null,
    periodEndsAt: period?.end ?? null,
  };
}

/** The provider's order id; a refusal is kept as a failed order, and its coupon freed. */
async function openProviderOrder(
  deps: OrdersDeps,
  payable: Payable,
  row: OrderDraft,
): Promise<string> {
  try {
    const opened = await deps.provider.createOrder({
      amountPaise: row.totalPaise,
      receipt: row.uniqueOrderId,
      notes: {
        purpose: orderNote(payable.type),
        order: row.uniqueOrderId,
        application: payable.application.appId,
      },
    });
    return opened.providerOrderId;
  } catch (error) {
    // Kept as failed: the attempt is on record, and its number is not reused. Its coupon is free.
    await insertOrder(deps.db, { ...row, providerOrderId: null, status: 'failed' });
    await releaseCouponHolds(deps.db, [row.uniqueOrderId]);
    deps.logger.error(
      { err: error, order: row.uniqueOrderId },
      'the provider did not open an order',
    );
    rethrowAsUnavailable(error, PAYMENT_MESSAGES.providerDown);
  }
}

const HISTORY_TYPES: Record<OrderType, PaymentOrder['history_type']> = {
  register: 'new',
  upgrade: 'upgrade',
  renew: 'renew',
  revive_renew: 'revive_renew',
};

function toPaymentOrder(
  deps: OrdersDeps,
  order: OrderRow,
  payable: Payable,
  historyId: number,
): PaymentOrder {
  const contact = payable.member ?? {
    name: payable.application.name ?? '',
    email: payable.application.email ?? '',
    mobileNumber: payable.application.mobileNumber ?? '',
  };
  return {
    total_amount: paiseToRupees(order.totalPaise),
    unique_order_id: order.uniqueOrderId,
    name: contact.name,
    email: contact.email,
    mobile_number: contact.mobileNumber,
    provider: deps.provider.name,
    key: deps.provider.publicKey,
    order_id: order.providerOrderId ?? '',
    amount: order.totalPaise,
    currency: 'INR',
    description: orderNote(payable.type),
    history_id: historyId,
    history_type: HISTORY_TYPES[payable.type],
  };
}
