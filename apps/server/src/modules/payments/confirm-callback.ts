// POST PaymentSuccess: the payment widget's answer in the browser, checked by signature, then by the
// provider's own record of the payment (the browser says only ids). The signature, not the caller's
// token, proves the payment; a principal who may not see the order is still refused.
import type { OrderDetails } from '@portico/domain/checkout';
import type { PaymentSuccessRequest } from '@portico/domain/contracts/payments.contract';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../../adapters/payments/payment-provider';
import { BadRequestError, ConflictError } from '../../errors';
import type { Principal } from '../auth';
import { confirmPayment, type ConfirmDeps } from './confirm-payment';
import {
  maySee,
  orderDetailsOf,
  ownerOf,
  type AuthorizeRead,
  type OrderDetailsDeps,
} from './order-details';
import {
  PAYMENT_MESSAGES,
  PaymentProviderUnavailableError,
  REFUND_MESSAGES,
} from './payment-messages';
import { findPaymentContext } from './payment-records.repository';
import type { OrderRow } from './payment-rows';

/** What the callback is handed: a confirmation's, the answer's, and what it checks with. */
export type CallbackDeps = ConfirmDeps &
  OrderDetailsDeps & {
    /** Checks the widget's signature and reads the provider's record of the payment. */
    provider: Pick<PaymentProvider, 'verifyPaymentSignature' | 'fetchOrderPayments'>;
    /** Who may see the order: the readers of its application. */
    authorize: AuthorizeRead;
  };

/** `principal` (null without a live token) must be someone who may see the order when there is one. */
export async function confirmCallback(
  deps: CallbackDeps,
  body: PaymentSuccessRequest,
  principal: Principal | null = null,
): Promise<OrderDetails> {
  // The signature covers OUR order id: an order id swapped for another order's fails here.
  const context = await findPaymentContext(
    deps.db,
    body.razorpay_order_id,
    body.razorpay_payment_id,
  );
  const order = context?.order;
  if (
    !context ||
    !order ||
    !deps.provider.verifyPaymentSignature({
      providerOrderId: order.providerOrderId ?? '',
      providerPaymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    })
  ) {
    throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
  }
  // Someone else's order answers as an unknown one does: "not yours" must not say "it exists".
  if (principal && !(await maySee(deps.authorize, principal, await ownerOf(deps.db, order)))) {
    throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
  }
  const payment = await providerPaymentOf(deps, order, body.razorpay_payment_id);
  const {
    outcome,
    order: settled,
    memberNumber,
    refundReason,
  } = await confirmPayment(deps, context, payment);
  if (outcome === 'refund_due') {
    throw new ConflictError(REFUND_MESSAGES[refundReason ?? 'already_paid']);
  }
  return orderDetailsOf(deps, settled, memberNumber);
}

/** The provider's own account of a payment of this order; a 502 when the provider fails us. */
async function providerPaymentOf(
  deps: Pick<CallbackDeps, 'provider' | 'logger'>,
  order: OrderRow,
  providerPaymentId: string,
): Promise<ProviderPayment> {
  let payments: ProviderPayment[];
  try {
    payments = await deps.provider.fetchOrderPayments(order.providerOrderId ?? '');
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      // The webhook or the reconciliation job will confirm it; the payment is not lost.
      deps.logger.error({ err: error, order: order.uniqueOrderId }, 'payment lookup failed');
      throw new PaymentProviderUnavailableError(PAYMENT_MESSAGES.providerDown);
    }
    throw error;
  }
  const found = payments.find((payment) => payment.providerPaymentId === providerPaymentId);
  if (!found) throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
  return found;
}
