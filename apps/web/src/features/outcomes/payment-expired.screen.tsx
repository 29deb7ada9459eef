import { MESSAGES } from '@portico/domain/messages';
import { usePageTitle } from '../../app/page-title';
import pageStyles from '../../ui/page.module.css';

export function PaymentExpiredScreen() {
  usePageTitle('Payment Link Expired');
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {MESSAGES.paymentLinkExpiredHeading}
      </h1>
    </section>
  );
}
