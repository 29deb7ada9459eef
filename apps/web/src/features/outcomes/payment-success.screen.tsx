import type { OrderDetails } from '@portico/domain/checkout';
import { MESSAGES } from '@portico/domain/messages';
import { Navigate, useLocation, useParams } from 'react-router';
import { isApiError } from '../../app/api-client';
import { arrivesFromConfirmedPayment } from '../../app/payments/payment-confirmed';
import { usePageTitle } from '../../app/page-title';
import { loginPath } from '../../app/return-path';
import { Spinner } from '../../ui/spinner';
import { useDownloadReceipt } from './api/download-receipt';
import { AutoRenewalOffer } from './auto-renewal-offer';
import { useOrderDetails } from './api/get-order-details';
import { GoHomeButton } from './go-home-button';
import { OutcomePage } from './outcome-page';
import { PaymentConfirmedBanner } from './payment-confirmed-banner';
import { OUTCOME_TEXTS } from './outcome-texts';
import { PaymentDetails } from './payment-details';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';
import { RetryAlert } from '../../ui/retry-alert';

/**
 * The payment outcome: /register/user/payment-success/{order}, /app/upgrade/payment-success/{order}
 * and, for a renewal, /app/thank-you/{order}. 'Payment Successful!' only once the server confirms the
 * order is paid and the visitor's own (get_order_details answers nothing else); a visitor who is not
 * logged in logs in and comes back; an unknown, unpaid or someone else's order is said to be so.
 */
export function PaymentSuccessScreen() {
  const { order = '' } = useParams();
  const { pathname, state } = useLocation();
  const details = useOrderDetails(order);

  if (order === '' || (details.isError && isNotFound(details.error))) return <OrderNotFound />;
  if (details.isError && isApiError(details.error) && details.error.status === 401) {
    return <Navigate to={loginPath(pathname)} replace />;
  }
  if (details.data) {
    return (
      <PaymentSuccessful
        order={order}
        details={details.data}
        justPaid={arrivesFromConfirmedPayment(state)}
      />
    );
  }
  return <CheckingPayment failed={details.isError} onRetry={() => void details.refetch()} />;
}

/** 404 (unknown, unpaid or not yours: the server does not tell them apart) or 403. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

function CheckingPayment({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  usePageTitle('Checking your payment');
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        Checking your payment
      </h1>
      {failed ? (
        <RetryAlert message="The payment could not be checked just now." onRetry={onRetry} />
      ) : (
        <Spinner label="Loading order details…" />
      )}
    </section>
  );
}

function OrderNotFound() {
  const texts = OUTCOME_TEXTS.orderNotFound;
  return <OutcomePage pageTitle={texts.heading} {...texts} actions={<GoHomeButton />} />;
}

/** `justPaid`: the checkout led here from the payment it confirmed (the success banner). */
function PaymentSuccessful({
  order,
  details,
  justPaid,
}: {
  order: string;
  details: OrderDetails;
  justPaid: boolean;
}) {
  const receipt = useDownloadReceipt();
  const uniqueId = details.Unique_id;

  function download() {
    if (!uniqueId || receipt.isPending) return;
    receipt.mutate(
      { order, uniqueId },
      // Spec §8: a receipt that does not come is only logged.
      { onError: (error) => console.error('Receipt download failed', error) },
    );
  }

  return (
    <OutcomePage
      pageTitle="Payment Successful"
      heading={MESSAGES.paymentSuccessfulHeading}
      lead={MESSAGES.paymentSuccessfulText}
      {...OUTCOME_TEXTS.paymentSuccess}
      notice={justPaid ? <PaymentConfirmedBanner /> : null}
      actions={
        <>
          <button
            type="button"
            className={buttons.secondary}
            disabled={!uniqueId || receipt.isPending}
            aria-busy={receipt.isPending || undefined}
            onClick={download}
          >
            {MESSAGES.downloadReceipt}
          </button>
          <GoHomeButton />
        </>
      }
    >
      <PaymentDetails details={details} />
      <AutoRenewalOffer details={details} />
    </OutcomePage>
  );
}
