import { MESSAGES } from '@portico/domain/messages';
import { usePageTitle } from '../../app/page-title';

export function PaymentExpiredScreen() {
  usePageTitle('Payment Link Expired');
  return (
    <section className="page page--centered outcome outcome--warning" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {MESSAGES.paymentLinkExpiredHeading}
      </h1>
    </section>
  );
}
