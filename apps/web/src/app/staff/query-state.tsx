import type { ReactNode } from 'react';
import { errorMessage } from '../api-client';
import messageStyles from '../../ui/message.module.css';
import buttons from '../../ui/button.module.css';

/** Loading and failure of a query; renders `children` once there is data. */
export function QueryState({
  isPending,
  error,
  onRetry,
  loadingText,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  loadingText: string;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
        <p>{errorMessage(error)}</p>
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (isPending) {
    return (
      <p className={messageStyles.status} role="status">
        {loadingText}
      </p>
    );
  }
  return <>{children}</>;
}
