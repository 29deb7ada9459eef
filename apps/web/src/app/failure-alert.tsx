import { Spinner } from '../ui/spinner';
import { errorMessage } from './api-client';
import messageStyles from '../ui/message.module.css';

/** A failed load or save, said as an alert in the server's words; nothing while there is none. */
export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
      {errorMessage(error)}
    </p>
  );
}

/** A query's spinner while it loads, or its failure; nothing once it has data. */
export function QueryStatus({
  query,
  loadingLabel,
}: {
  query: { isPending: boolean; error: unknown };
  loadingLabel: string;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  return <FailureAlert error={query.error} />;
}
