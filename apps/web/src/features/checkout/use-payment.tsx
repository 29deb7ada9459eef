import type {
  OrderType,
  PaymentOrder,
  PaymentProviderName,
  ProviderFailure,
  ProviderSuccess,
} from '@portico/domain/checkout';
import { MESSAGES } from '@portico/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-client';
import { mergeProcessData } from '../../app/process';
import { isSignedIn } from '../../app/session';
import { toast } from '../../app/toast';
import { CHECKOUT_QUERY_ROOT } from './api/checkout-response';
import { useConfirmPayment } from './api/confirm-payment';
import { useCreateOrder } from './api/create-order';
import { useReportPaymentFailure } from './api/report-payment-failure';
import { loadRazorpay, openRazorpay } from './razorpay';
import { SandboxPaymentDialog } from './sandbox-payment-dialog';

/**
 * What is paid for: the id the checkout route carried, the order type and, on a registration, the
 * coupon; and the provider the checkout named (its script starts loading as the page opens).
 */
export type PaymentTarget = {
  userId: number;
  type: OrderType;
  coupon?: string | null;
  provider?: PaymentProviderName | null;
};

/** The last order paid, kept in the process state for the outcome pages. */
export type LastOrder = { unique_order_id: string; type: OrderType; user_id: number };

/**
 * Where a successful payment goes (member spec §4.6); revive renewals go home. A renewal paid through
 * a reminder's link, signed out, has no thank-you page in the logged-out routes: it gets the
 * registration's success page, which shows the same (member number, plan, receipt).
 */
export function paymentSuccessPath(
  type: OrderType,
  uniqueOrderId: string,
  signedIn = true,
): string {
  const order = encodeURIComponent(uniqueOrderId);
  switch (type) {
    case 'register':
      return `/register/user/payment-success/${order}`;
    case 'upgrade':
      return `/app/upgrade/payment-success/${order}`;
    case 'renew':
      return signedIn ? `/app/thank-you/${order}` : `/register/user/payment-success/${order}`;
    case 'revive_renew':
      return '/';
  }
}

export type Payment = {
  /** Creates the order and opens the provider's widget (or the sandbox dialog). */
  pay: () => void;
  /** From Make Payment until the widget is dismissed, the payment fails or the page moves on. */
  inProgress: boolean;
  /** The sandbox dialog while it is open; render it anywhere on the page. */
  dialog: ReactNode;
};

/**
 * Paying, shared by every checkout: POST create_order → the provider's widget → on success POST
 * PaymentSuccess, toast 'Payment successful!' and go to the outcome page; on failure POST
 * unsuccessful and toast 'Payment failed. Please try again.', staying on the checkout. A payment the
 * server refuses (e.g. for an application cancelled meanwhile: recorded for refund) toasts why.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function usePayment({
  userId,
  type,
  coupon = null,
  provider = null,
}: PaymentTarget): Payment {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const confirmPayment = useConfirmPayment();
  const reportFailure = useReportPaymentFailure();
  const [inProgress, setInProgress] = useState(false);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  // Guards against a second click before the state update has rendered.
  const busy = useRef(false);

  // The provider's checkout script is loaded on the checkout page (member spec §7), not first when
  // Make Payment is pressed. A failed load is tried again by the payment, which reports it.
  useEffect(() => {
    if (provider === 'razorpay') loadRazorpay().catch(() => undefined);
  }, [provider]);

  function finish() {
    busy.current = false;
    setInProgress(false);
  }

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
      toast.success(MESSAGES.paymentSuccessToast);
      // Still "in progress" while the page changes: nothing more may be paid from here.
      void navigate(paymentSuccessPath(type, uniqueOrderId, isSignedIn()));
    } catch (error) {
      refused(error);
    }
  }

  function fail(order: PaymentOrder, error: ProviderFailure) {
    finish();
    toast.error(MESSAGES.paymentFailed);
    reportFailure.mutate(
      { history_id: order.history_id, error },
      // Spec §8 wants the failure toasted, not this report's own failure: it is only logged.
      {
        onError: (reportError) => console.error('Could not report the failed payment', reportError),
      },
    );
  }

  async function pay() {
    if (busy.current) return;
    busy.current = true;
    setInProgress(true);
    let order: PaymentOrder;
    try {
      order = await createOrder.mutateAsync({ user_id: userId, type, coupon });
    } catch (error) {
      refused(error);
      return;
    }
    if (order.provider === 'sandbox') {
      setSandboxOrder(order);
      return;
    }
    try {
      await openRazorpay(order, {
        onSuccess: (response) => void succeed(order, response),
        onFailure: (error) => fail(order, error),
        onDismiss: finish,
      });
    } catch (error) {
      toast.error(errorMessage(error));
      finish();
    }
  }

  const dialog = sandboxOrder ? (
    <SandboxPaymentDialog
      order={sandboxOrder}
      onPaid={(response) => {
        setSandboxOrder(null);
        void succeed(sandboxOrder, response);
      }}
      onDeclined={(error) => {
        setSandboxOrder(null);
        fail(sandboxOrder, error);
      }}
      onCancel={() => {
        setSandboxOrder(null);
        finish();
      }}
    />
  ) : null;

  return { pay: () => void pay(), inProgress, dialog };
}
