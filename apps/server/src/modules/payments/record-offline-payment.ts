// An offline payment (issues #15, #28; decision 081): accounts staff record money received by
// cheque, NEFT/RTGS, UPI or cash against an approved application, a renewal or an upgrade, with the
// date it arrived and its reference. The TDS the payer deducted and bank charges written off count
// towards the total as the money does. A receipt that leaves part of the total due keeps the order
// open (provider 'offline', status 'created') with its balance; the one that covers the total pays
// it exactly as a card payment is (activation, member number, invoice number from the same series,
// coupon use, receipt email), the invoice dated the day the last of the money arrived and printing
// every receipt. A payment that would not be honoured (paid meanwhile, cancelled, coupon used up)
// is refused with a 409 and that receipt is not kept: staff hand the money back instead.
import { sql } from 'drizzle-orm';
import { balanceDuePaise } from '@portico/domain/offline-payment';
import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import { resultRows, type Executor } from '../../db/client';
import { ConflictError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { emailReceiptAfterPayment } from '../receipts';
import { lockApplicationRow } from '../records';
import type { Payable } from './checkout-resolution';
import { billedParty, billingOf } from './billing-supply';
import { confirmLocked, type ConfirmOutcome } from './confirm-payment';
import { newOrderRow, revivalHistory } from './create-order';
import { formatSerial } from './number-series';
import {
  checkAgainstDue,
  checkReceipt,
  OFFLINE_MESSAGES,
  payableFor,
  receivedInstant,
  type OfflinePaymentInput,
} from './offline-payment-checks';
import { offlineSettlementOf, recordOfflineDetails } from './offline-records';
import {
  findOpenOfflineOrder,
  insertOfflineReceipt,
  receiptsOfOrder,
  settledBy,
} from './offline-receipts.repository';
import { insertOrder } from './orders.repository';
import type { OrdersDeps } from './orders-deps';
import type { OrderRow } from './payment-rows';
import { CHECKOUT_MESSAGES } from './checkout-resolution';
import { REFUND_MESSAGES } from './payment-messages';

export type { OfflinePaymentInput } from './offline-payment-checks';
export { OFFLINE_MESSAGES } from './offline-payment-checks';

/** The order the receipt went to; settled: paid now (with its member number when activated). */
export type OfflineOutcome = {
  order: OrderRow;
  memberNumber?: string;
  settled: boolean;
  balanceDuePaise: number;
};

export async function recordOfflinePayment(
  deps: OrdersDeps,
  principal: StaffPrincipal,
  input: OfflinePaymentInput,
): Promise<OfflineOutcome> {
  checkReceipt(deps, principal, input);
  const payable = await payableFor(deps, principal, input);
  const open = await findOpenOfflineOrder(deps.db, payable.application.id, payable.type);
  const draft = open ? null : await orderDraft(deps, payable);
  // Settled before the transaction, as a card payment's is (confirm-payment.ts).
  const association = await deps.association.current();
  const priced = open ?? draft!.row;
  const billed = await billedParty(deps, priced, await billingOf(deps.db, payable), association);
  const result = await deps.db.transaction(async (tx) => {
    // The application's row first: inserting the order takes a key-share lock on it (the foreign
    // key), and two recordings each holding one while waiting to lock it for the confirmation
    // deadlocked (a 500 for one of them on PostgreSQL). Now the second waits here, then reads the
    // order the first left open, or is refused.
    await lockApplicationRow(tx, payable.application.id);
    const current = await findOpenOfflineOrder(tx, payable.application.id, payable.type);
    if ((current?.id ?? null) !== (open?.id ?? null)) {
      throw new ConflictError(OFFLINE_MESSAGES.changedMeanwhile);
    }
    const order = current ?? (await insertOrder(tx, { ...draft!.row, status: 'created' }));
    const earlier = current ? await receiptsOfOrder(tx, order.id) : [];
    const due = balanceDuePaise(order.totalPaise, settledBy(earlier));
    const covers = checkAgainstDue(input, order, due);
    const receipt = await insertOfflineReceipt(tx, {
      orderId: order.id,
      amountPaise: input.amountPaise,
      method: input.method,
      reference: input.reference,
      bank: input.bank,
      receivedOn: input.receivedOn,
      recordedBy: principal.staffId,
      tdsPaise: input.tds?.amountPaise ?? 0,
      tdsSection: input.tds?.section ?? null,
      tdsRateBasisPoints: input.tds?.rateBasisPoints ?? null,
      writtenOffPaise: input.bankCharges?.amountPaise ?? 0,
      writeOffReason: input.bankCharges?.reason ?? null,
    });
    const receipts = [...earlier, receipt];
    if (covers < due) {
      await recordOfflineDetails(tx, principal, { input, payable, order, settled: false });
      return { order, settled: false, balanceDuePaise: due - covers };
    }
    const outcome = await settle(deps, tx, { order, payable, billed, association, receipts });
    await recordOfflineDetails(tx, principal, {
      input,
      payable,
      order: outcome.order,
      settled: true,
    });
    return {
      order: outcome.order,
      ...(outcome.memberNumber ? { memberNumber: outcome.memberNumber } : {}),
      settled: true,
      balanceDuePaise: 0,
    };
  });
  if (result.settled) {
    emailReceiptAfterPayment(deps.jobs);
    deps.onPaid?.(result.order);
  }
  return result;
}

/** The last receipt covered the total: the order paid, its invoice dated when the money came. */
async function settle(
  deps: OrdersDeps,
  tx: Executor,
  input: {
    order: OrderRow;
    payable: Payable;
    billed: Awaited<ReturnType<typeof billedParty>>;
    association: Awaited<ReturnType<OrdersDeps['association']['current']>>;
    receipts: Parameters<typeof offlineSettlementOf>[0];
  },
): Promise<ConfirmOutcome> {
  const { order, receipts } = input;
  const lastDay = receipts.reduce(
    (day, receipt) => (receipt.receivedOn > day ? receipt.receivedOn : day),
    '',
  );
  const payment: ProviderPayment = {
    providerOrderId: order.providerOrderId ?? `offline_${order.uniqueOrderId}`,
    providerPaymentId: `offline_${order.uniqueOrderId}`,
    // What settled the invoice: money, TDS and write-offs (the receipts hold each part).
    amountPaise: order.totalPaise,
    status: 'captured',
    raw: { receipts: receipts.map((receipt) => receipt.id), received_on: lastDay },
  };
  const outcome = await confirmLocked(deps, tx, {
    order,
    application: input.payable.application,
    payment,
    billed: input.billed,
    association: input.association,
    invoicedAt: receivedInstant(lastDay, deps.now()),
    offline: offlineSettlementOf(receipts),
  });
  // Anything but a payment honoured now rolls back this receipt: staff hand the money back.
  if (outcome.outcome !== 'paid') {
    throw new ConflictError(
      outcome.refundReason ? REFUND_MESSAGES[outcome.refundReason] : CHECKOUT_MESSAGES.alreadyPaid,
    );
  }
  return outcome;
}

/** The order the first receipt opens: the checkout's figures, numbered now. */
async function orderDraft(deps: OrdersDeps, payable: Payable) {
  const historyId =
    payable.type === 'revive_renew'
      ? await revivalHistory(deps, payable)
      : (payable.history?.id ?? null);
  const uniqueOrderId = await nextOrderNumber(deps);
  return {
    row: {
      ...newOrderRow(deps, payable, uniqueOrderId, historyId),
      provider: 'offline' as const,
      providerOrderId: `offline_${uniqueOrderId}`,
    },
  };
}

async function nextOrderNumber(deps: OrdersDeps): Promise<string> {
  const [row] = resultRows<{ n: string | number }>(
    await deps.db.execute(sql`select nextval('order_number_seq') as n`),
  );
  return formatSerial('PO-', Number(row?.n));
}
