import { ErrorSummary } from '../../ui/error-summary';
import { PaymentNotCompleted } from './payment-not-completed';
import type { Confirmation } from './use-confirm-before-paying';
import { ACCURACY_BOX_ID } from './use-confirm-before-paying';
import type { Payment } from './use-payment';

/**
 * What every checkout shows above its summary: the error summary when Make Payment was pressed
 * without the accuracy box, and a payment that did not go through, with Try again.
 */
export function CheckoutNotices({
  confirmation,
  payment,
}: {
  confirmation: Confirmation;
  payment: Payment;
}) {
  return (
    <>
      <ErrorSummary
        items={
          confirmation.error ? [{ message: confirmation.error, fieldId: ACCURACY_BOX_ID }] : []
        }
        attempt={confirmation.attempt}
      />
      {payment.failure && !payment.inProgress ? (
        <PaymentNotCompleted
          failure={payment.failure}
          busy={payment.inProgress}
          onTryAgain={confirmation.start}
        />
      ) : null}
    </>
  );
}
