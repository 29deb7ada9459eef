import { MESSAGES } from '@portico/domain/messages';
import { usePageTitle } from '../../app/page-title';
import { GoHomeButton } from './go-home-button';
import pageStyles from '../../ui/page.module.css';

export function PaymentReceivedScreen() {
  usePageTitle('Payment Already Received');
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {MESSAGES.paymentAlreadyReceivedHeading}
      </h1>
      <p className={pageStyles.lead}>{MESSAGES.paymentAlreadyReceivedText}</p>
      <GoHomeButton />
    </section>
  );
}
