import type { ReactNode } from 'react';
import { errorMessage } from '../api-client';
import messageStyles from '../../ui/message.module.css';
import { RetryAlert } from '../../ui/retry-alert';

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
    return <RetryAlert message={errorMessage(error)} onRetry={onRetry} />;
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

/** The QueryState of one query: its loading, its failure, and Try again as a refetch. */
export function QueryResult({
  query,
  loadingText,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  loadingText: string;
  children: ReactNode;
}) {
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      loadingText={loadingText}
    >
      {children}
    </QueryState>
  );
}
