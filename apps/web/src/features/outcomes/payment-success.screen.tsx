import { MESSAGES } from '@portico/domain/messages';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../ui/spinner';
import { useDownloadReceipt } from './api/download-receipt';
import { useOrderDetails } from './api/get-order-details';
import { GoHomeButton } from './go-home-button';
import styles from './payment-success.screen.module.css';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

export const MEMBER_NUMBER_LABEL = 'Member Number';
export const MEMBERSHIP_TYPE_LABEL = 'Membership Type';

/**
 * The payment outcome: /register/user/payment-success/{order}, /app/upgrade/payment-success/{order}
 * and, for a renewal, /app/thank-you/{order}. 'Payment Successful!', the member number and the
 * membership type of the order, 'Download Receipt' and 'Go to Home'.
 */
export function PaymentSuccessScreen() {
  usePageTitle('Payment Successful');
  const { order = '' } = useParams();
  const details = useOrderDetails(order);
  const receipt = useDownloadReceipt();
  const uniqueId = details.data?.Unique_id ?? '';

  function download() {
    if (!uniqueId || receipt.isPending) return;
    receipt.mutate(
      { order, uniqueId },
      // Spec §8: a receipt that does not come is only logged.
      { onError: (error) => console.error('Receipt download failed', error) },
    );
  }

  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {MESSAGES.paymentSuccessfulHeading}
      </h1>
      <p className={pageStyles.lead}>{MESSAGES.paymentSuccessfulText}</p>
      {details.isPending && order !== '' ? (
        <Spinner label="Loading order details…" />
      ) : details.data ? (
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>{MEMBER_NUMBER_LABEL}</dt>
            <dd>{details.data.Unique_id}</dd>
          </div>
          <div className={styles.detail}>
            <dt>{MEMBERSHIP_TYPE_LABEL}</dt>
            <dd>{details.data.Plan_Name}</dd>
          </div>
        </dl>
      ) : null}
      <div className={styles.actions}>
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
      </div>
    </section>
  );
}
