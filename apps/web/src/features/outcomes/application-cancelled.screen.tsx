import { MESSAGES } from '@portico/domain/messages';
import { usePageTitle } from '../../app/page-title';
import { GoHomeButton } from './go-home-button';
import pageStyles from '../../ui/page.module.css';

export function ApplicationCancelledScreen() {
  usePageTitle('Application Cancelled');
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {MESSAGES.applicationCancelledHeading}
      </h1>
      <GoHomeButton />
    </section>
  );
}
