import type {
  OrderType,
  PaymentOrder,
  PaymentProviderName,
  ProviderFailure,
} from '@portico/domain/checkout';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../app/api-client';
import { useAssociationBrand } from '../../app/association';
import { toast } from '../../app/toast';
import { useCreateOrder } from './api/create-order';
import { loadRazorpay, openRazorpay } from '../../app/payments/razorpay';
import type { PaymentFailure } from './payment-not-completed';
import { SandboxPaymentDialog } from './sandbox-payment-dialog';
import { usePaymentOutcome } from './use-payment-outcome';

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
