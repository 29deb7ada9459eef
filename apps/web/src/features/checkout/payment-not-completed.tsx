import type { ProviderFailure } from '@portico/domain/checkout';
import { useAssociationBrand } from '../../app/association';
import buttons from '../../ui/button.module.css';
import styles from './payment-not-completed.module.css';

/** Why a payment did not go through: the payer closed the window, or the provider refused it. */
export type PaymentFailure = { kind: 'cancelled' } | { kind: 'declined'; error: ProviderFailure };

export const PAYMENT_NOT_COMPLETED = 'Your payment was not completed';
export const NO_MONEY_TAKEN = 'No money was taken from your account.';
export const CANCELLED_BY_YOU = 'You cancelled the payment before it was made.';
export const DECLINED = 'The payment was declined by your bank or card provider.';

/** The provider's own words when it gave any (Razorpay's `description`), else ours. */
export function failureReason(failure: PaymentFailure): string {
  if (failure.kind === 'cancelled') return CANCELLED_BY_YOU;
  const said = failure.error.description?.trim();
  return said ? `${DECLINED} The reason given: “${said}”` : DECLINED;
}

/**
 * What stays on the checkout after a payment that did not go through (issue #29): what happened,
 * that no money was taken, what to do if it was, and Try again. A toast would be gone in seconds.
 */
export function PaymentNotCompleted({
  failure,
  onTryAgain,
  busy,
}: {
  failure: PaymentFailure;
  onTryAgain: () => void;
  busy: boolean;
}) {
  const email = useAssociationBrand()?.email ?? null;
  return (
    <div className={styles.banner} role="alert" aria-labelledby="payment-not-completed-title">
      <h2 id="payment-not-completed-title" className={styles.title}>
        {PAYMENT_NOT_COMPLETED}
      </h2>
      <p>
        {failureReason(failure)} {NO_MONEY_TAKEN}
      </p>
      <p>
        If money was taken from your account, it is refunded automatically within 5–7 working days.
        {email ? (
          <>
            {' '}
            If it is not, write to us at <a href={`mailto:${email}`}>{email}</a>.
          </>
        ) : null}
      </p>
      <div>
        <button
          type="button"
          className={buttons.primary}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onTryAgain}
        >
          Try again
        </button>
      </div>
    </div>
  );
}
