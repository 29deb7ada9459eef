import { MESSAGES } from '@portico/domain/messages';
import { GoHomeButton } from './go-home-button';
import { OutcomePage } from './outcome-page';
import { OUTCOME_TEXTS } from './outcome-texts';

/** /payment-received: only where a payment really was received (a checkout says already paid). */
export function PaymentReceivedScreen() {
  return (
    <OutcomePage
      pageTitle="Payment Already Received"
      heading={MESSAGES.paymentAlreadyReceivedHeading}
      lead={MESSAGES.paymentAlreadyReceivedText}
      {...OUTCOME_TEXTS.paymentReceived}
      actions={<GoHomeButton />}
    />
  );
}
