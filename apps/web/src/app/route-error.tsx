import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullWidthMain } from './layout/app-layout';
import { usePageTitle } from './page-title';
import pageStyles from '../ui/page.module.css';
import buttons from '../ui/button.module.css';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return null;
}

function ErrorContent() {
  const error = useRouteError();
  usePageTitle('Error');
  const detail = describe(error);
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="error-title">
      <h1 id="error-title" className={pageStyles.title}>
        {SHELL_MESSAGES.unexpectedApplicationError}
      </h1>
      {detail ? <p className={pageStyles.lead}>{detail}</p> : null}
      {/* A full load, so a stale chunk after a deploy is fetched afresh. */}
      <a className={buttons.primary} href="/">
        {SHELL_MESSAGES.goToHome}
      </a>
    </section>
  );
}

/** Error screen for a route below the layout: rendered inside the layout's main. */
export function RouteError() {
  return <ErrorContent />;
}

/** Error screen for the root route, when the layout itself is gone. */
export function RootRouteError() {
  return (
    <FullWidthMain>
      <ErrorContent />
    </FullWidthMain>
  );
}
