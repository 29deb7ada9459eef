import { errorMessage } from '../../app/api-client';
import messageStyles from '../../ui/message.module.css';
import buttons from '../../ui/button.module.css';

/** A read the page needs failed: its message, and Try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
