import { MESSAGES } from '@portico/domain/messages';
import { GoHomeButton } from './go-home-button';
import { OutcomePage } from './outcome-page';
import { OUTCOME_TEXTS } from './outcome-texts';

export function PaymentExpiredScreen() {
  return (
    <OutcomePage
      pageTitle="Payment Link Expired"
      heading={MESSAGES.paymentLinkExpiredHeading}
      {...OUTCOME_TEXTS.paymentExpired}
      actions={<GoHomeButton />}
    />
  );
}
