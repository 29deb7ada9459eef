import { Navigate, useLocation } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-client';
import { loginPath } from '../../app/return-path';
import { RetryAlert } from '../../ui/retry-alert';

/**
 * A read the page needs failed: its message, and Try again. Not logged in (401, e.g. an emailed link
 * opened in another browser): Try again cannot help, so /login, and back here afterwards.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { pathname, search } = useLocation();
  if (isApiError(error) && error.status === 401) {
    return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  }
  return <RetryAlert message={errorMessage(error)} onRetry={onRetry} />;
}
