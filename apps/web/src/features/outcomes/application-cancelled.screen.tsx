import { MESSAGES } from '@portico/domain/messages';
import { usePageTitle } from '../../app/page-title';
import { GoHomeButton } from './go-home-button';

export function ApplicationCancelledScreen() {
  usePageTitle('Application Cancelled');
  return (
    <section className="page page--centered outcome outcome--error" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {MESSAGES.applicationCancelledHeading}
      </h1>
      <GoHomeButton />
    </section>
  );
}
