import { MESSAGES } from '@portico/domain/messages';
import styles from './payment-confirmed-banner.module.css';

/**
 * GOV.UK's success notification banner, at the top of the outcome page the checkout led to: read out
 * as it appears (an alert, as the toast it replaces was a live status) and part of the page, so it
 * covers nothing at 360 px.
 */
export function PaymentConfirmedBanner() {
  return (
    <div className={styles.banner} role="alert" aria-labelledby="payment-confirmed-title">
      <p id="payment-confirmed-title" className={styles.title}>
        Success
      </p>
      <p className={styles.content}>{MESSAGES.paymentSuccessToast}</p>
    </div>
  );
}
