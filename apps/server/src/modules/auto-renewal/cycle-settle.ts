// The end of a debit (decision 099): its order paid (by the webhook, or by asking the provider when the
// webhook was missed) sends the post-debit alert; a failed payment is retried a day on at the
// earliest, after a fresh notice, at most MAX_DEBIT_ATTEMPTS times, and then the member gets a pay
// link and the ordinary reminders: never a lapsed membership without being told.
import { MAX_DEBIT_ATTEMPTS, debitDate } from '@portico/domain/auto-renewal';
import { subMinutes } from 'date-fns';
import { findLatestPeriod } from '../payments';
import { findMember, type MemberRow } from '../records';
import type { AutoRenewalDeps } from './auto-renewal-deps';
import { readAutoRenewalSettings } from './auto-renewal-settings';
import {
  commonValues,
  indiaDate,
  mandateCancelUrl,
  payUrl,
  rupees,
  sendMandateEmail,
} from './mandate-messages';
import {
  findDebitsIn,
  findMandate,
  markDebitOutcomeSent,
  moveDebit,
  recordMandateEvent,
  type DebitRow,
  type MandateRow,
} from './mandates.repository';

const FAILED = 'The debit was declined.';

/** A failed attempt: a retry a day on (its notice is this message), or the fall-back. */
export async function recordFailure(
  deps: AutoRenewalDeps,
  debit: DebitRow,
  mandate: MandateRow,
  member: MemberRow,
  reason: string,
): Promise<void> {
  const at = deps.now();
  const { debit_days_before: days } = await readAutoRenewalSettings(deps.db);
  const last = debit.attempts >= MAX_DEBIT_ATTEMPTS;
  const moved = await moveDebit(
    deps.db,
    debit.id,
    ['charging'],
    last
      ? { status: 'lapsed', failureReason: reason }
      : {
          status: 'failed',
          failureReason: reason,
          noticeSentAt: at,
          debitAt: debitDate(debit.periodEndsAt, days, at),
        },
    at,
  );
  if (!moved) return;
  await recordMandateEvent(deps.db, mandate.id, last ? 'debit_lapsed' : 'debit_failed', at, {
    attempt: debit.attempts,
    reason,
  });
  const values = { ...commonValues(member, mandate), amount: rupees(debit.amountPaise), reason };
  if (last) {
    await sendMandateEmail(deps, member, 'auto_renewal_lapsed', {
      ...values,
      end_date: indiaDate(debit.periodEndsAt),
      pay_url: await payUrl(deps, member, debit.periodEndsAt),
    });
  } else {
    await sendMandateEmail(deps, member, 'auto_renewal_failed', {
      ...values,
      debit_on: indiaDate(moved.debitAt),
      cancel_url: await mandateCancelUrl(deps, mandate),
    });
  }
  await markDebitOutcomeSent(deps.db, debit.id, at);
}

/** What the provider says of the debit's order when no webhook told us: captured, failed or open. */
async function askProvider(deps: AutoRenewalDeps, debit: DebitRow) {
  const payments = await deps.provider.fetchOrderPayments(debit.providerOrderId ?? '');
  const captured = payments.find(
    (payment) => payment.status === 'captured' && payment.amountPaise === debit.amountPaise,
  );
  if (captured) {
    await deps.orders.applyWebhookPayment({
      type: 'payment.captured',
      providerOrderId: captured.providerOrderId,
      providerPaymentId: captured.providerPaymentId,
      amountPaise: captured.amountPaise,
      currency: 'INR',
      paymentStatus: 'captured',
      failure: null,
      raw: captured.raw,
    });
    return 'paid';
  }
  const latest = payments.at(-1);
  if (latest?.status === 'failed' && latest.providerPaymentId === debit.providerPaymentId) {
    const description = latest.raw.error_description;
    return { failed: typeof description === 'string' ? description : FAILED };
  }
  return 'open';
}

async function settleOne(deps: AutoRenewalDeps, debit: DebitRow): Promise<boolean> {
  const [mandate, member] = await Promise.all([
    findMandate(deps.db, debit.mandateId),
    findMember(deps.db, debit.memberId),
  ]);
  if (!mandate || !member) return false;
  // The order made but the charge never asked for (a crash between): its attempt failed.
  if (!debit.providerPaymentId) {
    if (debit.updatedAt < subMinutes(deps.now(), 15)) {
      await recordFailure(deps, debit, mandate, member, 'The debit could not be made.');
    }
    return false;
  }
  const order = await deps.orders.orderOfProvider(debit.providerOrderId ?? '');
  const state = order.status === 'paid' ? 'paid' : await askProvider(deps, debit);
  if (state === 'open') return false;
  if (typeof state === 'object') {
    await recordFailure(deps, debit, mandate, member, state.failed);
    return false;
  }
  const at = deps.now();
  const paid = await moveDebit(deps.db, debit.id, ['charging'], { status: 'paid' }, at);
  if (!paid) return false;
  await recordMandateEvent(deps.db, mandate.id, 'debit_paid', at, { amount: debit.amountPaise });
  const latest = await findLatestPeriod(deps.db, member.id);
  await sendMandateEmail(deps, member, 'auto_renewal_paid', {
    ...commonValues(member, mandate),
    amount: rupees(debit.amountPaise),
    paid_on: indiaDate(at),
    valid_until: latest ? indiaDate(latest.endsAt) : '',
  });
  await markDebitOutcomeSent(deps.db, debit.id, at);
  return true;
}

export async function settleCharging(deps: AutoRenewalDeps): Promise<number> {
  let paid = 0;
  for (const debit of await findDebitsIn(deps.db, ['charging'], 200)) {
    try {
      if (await settleOne(deps, debit)) paid += 1;
    } catch (error) {
      deps.logger.error({ err: error, debit: debit.id }, 'auto-renewal settlement failed');
    }
  }
  return paid;
}
