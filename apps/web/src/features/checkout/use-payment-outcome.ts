import type {
  OrderType,
  PaymentOrder,
  ProviderFailure,
  ProviderSuccess,
} from '@portico/domain/checkout';
import { MESSAGES } from '@portico/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-client';
import { PAYMENT_CONFIRMED_STATE } from '../../app/payments/payment-confirmed';
import { mergeProcessData } from '../../app/process';
import { isSignedIn } from '../../app/session';
import { toast } from '../../app/toast';
import { CHECKOUT_QUERY_ROOT } from './api/checkout-response';
import { useConfirmPayment } from './api/confirm-payment';
import { useReportPaymentFailure } from './api/report-payment-failure';
import { paymentSuccessPath, type LastOrder } from './payment-success-path';

/**
 * What follows the provider's widget: on success POST PaymentSuccess and go to the outcome page,
 * which says 'Payment successful!' (a toast for a revival, which goes home); on failure POST
 * unsuccessful and hand the failure to `failed` (the checkout keeps it on the page), staying on the
 * checkout. `finish` ends the payment in progress.
 */
export function usePaymentOutcome({
  userId,
  type,
  finish,
  failed,
}: {
  userId: number;
  type: OrderType;
  finish: () => void;
  failed: (error: ProviderFailure) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmPayment = useConfirmPayment();
  const reportFailure = useReportPaymentFailure();

  /**
   * Toasts why the order or the payment was refused. A 409 means the checkout changed meanwhile
   * (cancelled, paid elsewhere): it is read again, so the page leaves for the outcome page that
   * says so (a payment refused for that reason is refunded, as the toast tells the payer).
   */
  function refused(error: unknown) {
    toast.error(errorMessage(error));
    finish();
    if (isApiError(error) && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: [CHECKOUT_QUERY_ROOT] });
    }
  }

  async function succeed(order: PaymentOrder, response: ProviderSuccess) {
    try {
      const details = await confirmPayment.mutateAsync({
        ...response,
        history_id: order.history_id,
        history_type: order.history_type,
      });
      const uniqueOrderId = details.unique_order_id || order.unique_order_id;
      const lastOrder: LastOrder = { unique_order_id: uniqueOrderId, type, user_id: userId };
      mergeProcessData({ lastOrder });
      // Everything read before paying (plan, invoices, the application's stage) is now out of date:
      // the pages opened next read it again instead of showing it until a reload. Nothing is read
      // again now: the checkout, still on screen, would answer 'nothing to pay' and leave first.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      // Still "in progress" while the page changes: nothing more may be paid from here.
      if (type === 'revive_renew') {
        // Home has no outcome to show it on: the toast says it.
        toast.success(MESSAGES.paymentSuccessToast);
        void navigate(paymentSuccessPath(type, uniqueOrderId, isSignedIn()));
      } else {
        // The outcome page says it in a banner at its top, covering nothing on a phone.
        void navigate(paymentSuccessPath(type, uniqueOrderId, isSignedIn()), {
          state: PAYMENT_CONFIRMED_STATE,
        });
      }
    } catch (error) {
      refused(error);
    }
  }

  function fail(order: PaymentOrder, error: ProviderFailure) {
    finish();
    failed(error);
    reportFailure.mutate(
      { history_id: order.history_id, error },
      // The payer is told of the failure, not of this report's own failure: it is only logged.
      {
        onError: (reportError) => console.error('Could not report the failed payment', reportError),
      },
    );
  }

  return { refused, succeed, fail };
}
