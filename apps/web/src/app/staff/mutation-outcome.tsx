import { errorMessage } from '../api-client';
import messageStyles from '../../ui/message.module.css';

/** What a back-office action's outcome shows: its answer's message, or why it failed. */
export type ActionOutcome = {
  isSuccess: boolean;
  data?: { message: string } | undefined;
  isError: boolean;
  error: unknown;
};

/**
 * The answer of the last action (Resend, Complete, …), read out politely, or its error as an alert:
 * one place for the back office's action outcomes.
 */
export function MutationOutcome({ action }: { action: ActionOutcome }) {
  return (
    <>
      <div aria-live="polite">
        {action.isSuccess && action.data ? (
          <p className={messageStyles.status}>{action.data.message}</p>
        ) : null}
      </div>
      {action.isError ? (
        <div role="alert" className={`${messageStyles.alert} ${messageStyles.error}`}>
          {errorMessage(action.error)}
        </div>
      ) : null}
    </>
  );
}
