import { MESSAGES } from '@portico/domain/messages';
import { usePageTitle } from '../../app/page-title';
import { GoHomeButton } from './go-home-button';

export function PaymentReceivedScreen() {
  usePageTitle('Payment Already Received');
  return (
    <section className="page page--centered outcome outcome--success" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {MESSAGES.paymentAlreadyReceivedHeading}
      </h1>
      <p className="page__lead">{MESSAGES.paymentAlreadyReceivedText}</p>
      <GoHomeButton />
    </section>
  );
}
