import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { StandaloneFrame } from './layout/app-layout';
import { ChunkTimeoutError } from './lazy-with-timeout';
import { usePageTitle } from './page-title';
import pageStyles from '../ui/page.module.css';
import buttons from '../ui/button.module.css';

/** What the visitor is told: never the error's own text (a module URL, a stack), which is logged. */
function explanation(error: unknown): string {
  return error instanceof ChunkTimeoutError
    ? SHELL_MESSAGES.pageTookTooLong
    : SHELL_MESSAGES.pageFailedToLoad;
}

function ErrorContent() {
  const error = useRouteError();
  usePageTitle('Error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="error-title">
      <h1 id="error-title" className={pageStyles.title}>
        {SHELL_MESSAGES.unexpectedApplicationError}
      </h1>
      <p className={pageStyles.lead}>{explanation(error)}</p>
      <div className={pageStyles.actions}>
        {/* Full loads, so a stale chunk after a deploy is fetched afresh. */}
        <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
          {SHELL_MESSAGES.tryAgain}
        </button>
        <a className={buttons.secondary} href="/">
          {SHELL_MESSAGES.goToHome}
        </a>
      </div>
    </section>
  );
}

/**
 * The error screen, in the standalone frame: a failing screen's error replaces its journey's frame
 * too, so the same page shows wherever it happens.
 */
export function RouteError() {
  return (
    <StandaloneFrame>
      <ErrorContent />
    </StandaloneFrame>
  );
}
