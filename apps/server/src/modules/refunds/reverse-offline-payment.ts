// An admin reverses an offline payment recorded by mistake (a cheque that bounced, a wrong
// application): a full refund by hand of what is left of it, with its credit note and the
// membership effect the admin chose (issue #15). Only offline payments: card money goes back
// through the provider (refund-payment.ts).
import { ConflictError, NotFoundError } from '../../errors';
import { refundPayment, type RefundCaller, type RefundRequest } from './refund-payment';
import { lockPaymentWithOrder, refundedOfPayment } from './refunds.repository';
import { REFUND_MESSAGES, type RefundsDeps } from './refunds-deps';

export async function reverseOfflinePayment(
  deps: RefundsDeps,
  caller: RefundCaller,
  paymentId: number,
  request: Omit<RefundRequest, 'paymentId' | 'amountPaise'>,
) {
  // What is left now; the refund itself checks it again under the payment's lock.
  const left = await deps.db.transaction(async (tx) => {
    const found = await lockPaymentWithOrder(tx, paymentId);
    if (!found) throw new NotFoundError(REFUND_MESSAGES.paymentNotFound);
    if (found.order.provider !== 'offline') throw new ConflictError(REFUND_MESSAGES.notOffline);
    return found.payment.amountPaise - (await refundedOfPayment(tx, paymentId));
  });
  if (left <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
  return refundPayment(deps, caller, {
    ...request,
    paymentId,
    amountPaise: left,
    reason: `Reversal: ${request.reason}`,
  });
}
