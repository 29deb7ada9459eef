// The debit (decision 099): a noticed debit whose date has come, at least 24 hours after its notice,
// on an active mandate, is claimed by one conditional update (of racing runs one wins), then an
// ordinary renewal order is made for it and the token is charged against that order. The order is
// confirmed like any other (webhook, callback or reconciliation), so the membership is extended,
// invoiced and receipted exactly as a manual renewal is, and never twice. The amount charged is the
// amount the notice named: a fee changed since is noticed again first.
import { addHours } from 'date-fns';
import { PRE_DEBIT_NOTICE_HOURS } from '@portico/domain/auto-renewal';
import { isManualUpdateRequired } from '@portico/domain/constants';
import type { Principal } from '../auth';
import { findLatestPeriod } from '../payments';
import { findMember, type MemberRow } from '../records';
import type { AutoRenewalDeps } from './auto-renewal-deps';
import { holdDebit } from './cycle-hold';
import { recordFailure } from './cycle-settle';
import {
  findDebitsIn,
  findMandate,
  moveDebit,
  recordMandateEvent,
  type DebitRow,
  type MandateRow,
} from './mandates.repository';

const isDue = (debit: DebitRow, at: Date) =>
  debit.debitAt <= at &&
  debit.noticeSentAt !== null &&
  addHours(debit.noticeSentAt, PRE_DEBIT_NOTICE_HOURS) <= at;

async function charge(
  deps: AutoRenewalDeps,
  debit: DebitRow,
  mandate: MandateRow,
  member: MemberRow,
): Promise<'charged' | 'renoticed' | 'failed'> {
  const userId = member.applicationId ?? 0;
  const principal: Principal = { kind: 'member', memberId: member.id, userId };
  const order = await deps.orders.createOrder(principal, {
    user_id: userId,
    type: 'renew',
    coupon: null,
  });
  const at = deps.now();
  if (order.amount !== debit.amountPaise) {
    // The fee changed since the notice: a fresh notice names the new amount first.
    await moveDebit(
      deps.db,
      debit.id,
      ['charging'],
      {
        status: 'noticed',
        amountPaise: order.amount,
        noticeSentAt: null,
        attempts: debit.attempts,
      },
      at,
    );
    return 'renoticed';
  }
  const ours = await deps.orders.orderOfProvider(order.order_id);
  await moveDebit(
    deps.db,
    debit.id,
    ['charging'],
    { status: 'charging', orderId: ours.id, providerOrderId: order.order_id },
    at,
  );
  const { providerPaymentId } = await deps.provider.mandates.chargeMandate({
    providerCustomerId: mandate.providerCustomerId,
    providerTokenId: mandate.providerTokenId ?? '',
    providerOrderId: order.order_id,
    amountPaise: order.amount,
    email: member.email,
    contact: member.mobileNumber,
    description: 'Membership renewal',
    notes: { purpose: 'Auto-renewal', order: order.unique_order_id },
  });
  await moveDebit(
    deps.db,
    debit.id,
    ['charging'],
    { status: 'charging', providerPaymentId },
    deps.now(),
  );
  await recordMandateEvent(deps.db, mandate.id, 'debit_requested', deps.now(), {
    order: order.unique_order_id,
    amount: order.amount,
  });
  return 'charged';
}

/** One due debit: checked, claimed, charged; false when another run has it or it must wait. */
async function debitOne(deps: AutoRenewalDeps, debit: DebitRow): Promise<boolean> {
  const [mandate, member] = await Promise.all([
    findMandate(deps.db, debit.mandateId),
    findMember(deps.db, debit.memberId),
  ]);
  // Paused: it waits. Cancelled: its debits were cancelled with it.
  if (!mandate || !member || mandate.status !== 'active' || !mandate.providerTokenId) return false;
  if (isManualUpdateRequired(member.manual)) {
    return holdDebit(deps, debit, mandate, member, 'held_documents');
  }
  const latest = await findLatestPeriod(deps.db, member.id);
  const at = deps.now();
  if (latest && latest.endsAt > debit.periodEndsAt) {
    // Renewed by hand (or by an earlier attempt) meanwhile: nothing to take.
    await moveDebit(
      deps.db,
      debit.id,
      [debit.status],
      { status: 'cancelled', failureReason: 'Renewed by another payment' },
      at,
    );
    return false;
  }
  const claimed = await moveDebit(
    deps.db,
    debit.id,
    [debit.status],
    { status: 'charging', attempts: debit.attempts + 1, failureReason: null },
    at,
  );
  if (!claimed) return false;
  try {
    return (await charge(deps, claimed, mandate, member)) === 'charged';
  } catch (error) {
    deps.logger.error({ err: error, debit: debit.id }, 'auto-renewal debit not made');
    const reason = error instanceof Error ? error.message : 'The debit could not be made.';
    await recordFailure(deps, claimed, mandate, member, reason);
    return false;
  }
}

export async function chargeDue(deps: AutoRenewalDeps): Promise<number> {
  const at = deps.now();
  const due = (await findDebitsIn(deps.db, ['noticed', 'failed'], 200)).filter((debit) =>
    isDue(debit, at),
  );
  let charged = 0;
  for (const debit of due) if (await debitOne(deps, debit)) charged += 1;
  return charged;
}
