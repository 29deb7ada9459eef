// Paying, shared by every checkout: the order created, the provider's widget (or the sandbox dialog)
// opened, and what follows its answer: the payment confirmed and the outcome page, or the failure.
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
import { useAssociationBrand } from '../../app/association';
import { PAYMENT_CONFIRMED_STATE } from '../../app/payments/payment-confirmed';
import { loadRazorpay, openRazorpay } from '../../app/payments/razorpay';
import { mergeProcessData } from '../../app/process';
import { isSignedIn } from '../../app/session';
import { toast } from '../../app/toast';
import { CHECKOUT_QUERY_ROOT } from './api/checkout-response';
import { useConfirmPayment } from './api/confirm-payment';
import { useCreateOrder } from './api/create-order';
import { useReportPaymentFailure } from './api/report-payment-failure';
import type { PaymentFailure } from './payment-not-completed';
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

export type Payment = {
  /** Creates the order and opens the provider's widget (or the sandbox dialog). */
  pay: () => void;
  /** From Make Payment until the widget is dismissed, the payment fails or the page moves on. */
  inProgress: boolean;
  /** The sandbox dialog while it is open; render it anywhere on the page. */
  dialog: ReactNode;
  /** The last payment that did not go through, until the next one starts. */
  failure: PaymentFailure | null;
};

/** The last order paid, kept in the process state for the outcome pages. */
type LastOrder = { unique_order_id: string; type: OrderType; user_id: number };

/**
 * Where a successful payment goes (member spec §4.6); revive renewals go home. A renewal paid through
 * a reminder's link, signed out, has no thank-you page in the logged-out routes: it gets the
 * registration's success page, which shows the same (member number, plan, receipt).
 */
function paymentSuccessPath(type: OrderType, uniqueOrderId: string, signedIn = true): string {
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

/**
 * What follows the provider's widget: on success POST PaymentSuccess and go to the outcome page,
 * which says 'Payment successful!' (a toast for a revival, which goes home); on failure POST
 * unsuccessful and hand the failure to `failed` (the checkout keeps it on the page), staying on the
 * checkout. `finish` ends the payment in progress.
 */
function usePaymentOutcome({
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

/**
 * The provider's checkout script is loaded on the checkout page (member spec §7), not first when
 * Make Payment is pressed. A failed load is tried again by the payment, which reports it.
 */
function useProviderScript(provider: PaymentProviderName | null) {
  useEffect(() => {
    if (provider === 'razorpay') loadRazorpay().catch(() => undefined);
  }, [provider]);
}

/**
 * The last payment that did not go through. Razorpay's window stays open after a decline: closing
 * it then (the dismiss, `cancelled`) keeps the decline's reason.
 */
function usePaymentFailure(finish: () => void) {
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    declined: (error: ProviderFailure) => setFailure({ kind: 'declined', error }),
    /** The payer closed the provider's window (or the sandbox dialog) without paying. */
    cancelled() {
      finish();
      setFailure((earlier) => earlier ?? { kind: 'cancelled' });
    },
  };
}

/**
 * Paying, shared by every checkout: POST create_order → the provider's widget (or, in development,
 * the sandbox dialog) → the outcome (usePaymentOutcome). A payment the server refuses (e.g. for an
 * application cancelled meanwhile: recorded for refund) toasts why.
 */
export function usePayment({
  userId,
  type,
  coupon = null,
  provider = null,
}: PaymentTarget): Payment {
  const createOrder = useCreateOrder();
  const [inProgress, setInProgress] = useState(false);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  // Guards against a second click before the state update has rendered.
  const busy = useRef(false);
  useProviderScript(provider);

  function finish() {
    busy.current = false;
    setInProgress(false);
  }
  const failures = usePaymentFailure(finish);
  const outcome = usePaymentOutcome({ userId, type, finish, failed: failures.declined });
  const brand = useAssociationBrand();

  async function pay() {
    if (busy.current) return;
    busy.current = true;
    setInProgress(true);
    failures.clear();
    let order: PaymentOrder;
    try {
      order = await createOrder.mutateAsync({ user_id: userId, type, coupon });
    } catch (error) {
      outcome.refused(error);
      return;
    }
    if (order.provider === 'sandbox') {
      setSandboxOrder(order);
      return;
    }
    try {
      await openRazorpay(
        order,
        {
          onSuccess: (response) => void outcome.succeed(order, response),
          onFailure: (error) => outcome.fail(order, error),
          onDismiss: failures.cancelled,
        },
        brand,
      );
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
        void outcome.succeed(sandboxOrder, response);
      }}
      onDeclined={(error) => {
        setSandboxOrder(null);
        outcome.fail(sandboxOrder, error);
      }}
      onCancel={() => {
        setSandboxOrder(null);
        failures.cancelled();
      }}
    />
  ) : null;

  return { pay: () => void pay(), inProgress, dialog, failure: failures.failure };
}
