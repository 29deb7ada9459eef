import buttons from './button.module.css';
import messageStyles from './message.module.css';

/** Something the page needs could not be read or checked: what went wrong, and Try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
      <p>{message}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
