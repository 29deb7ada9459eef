import { Navigate, useLocation } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-client';
import { loginPath } from '../../app/return-path';
import messageStyles from '../../ui/message.module.css';
import buttons from '../../ui/button.module.css';

/**
 * A read the page needs failed: its message, and Try again. Not logged in (401, e.g. an emailed link
 * opened in another browser): Try again cannot help, so /login, and back here afterwards.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { pathname, search } = useLocation();
  if (isApiError(error) && error.status === 401) {
    return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  }
  return (
    <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
