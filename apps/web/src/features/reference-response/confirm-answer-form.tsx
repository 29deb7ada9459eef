import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { useConfirmReferenceAnswer } from './api/confirm-reference-answer';
import { answerOf, type ReferenceAnswer, type ReferenceLink } from './api/get-reference-request';
import buttons from '../../ui/button.module.css';
import styles from './reference-response.module.css';
import formStyles from './confirm-answer-form.module.css';

export const CONFIRM_HEADING = 'Confirm your answer';
export const CONFIRM_TEXT: Record<ReferenceAnswer, string> = {
  approved: 'You are about to approve this application as a proposer.',
  rejected: 'You are about to reject this application as a proposer.',
};
export const CONFIRM_BUTTON: Record<ReferenceAnswer, string> = {
  approved: 'Confirm approval',
  rejected: 'Confirm rejection',
};
const SWITCH_LABEL: Record<ReferenceAnswer, string> = {
  approved: 'Reject instead',
  rejected: 'Approve instead',
};
export const NOT_RECORDED_TITLE = 'Your answer was not recorded';

/** The same link with the other answer: the approve and reject links share one token. */
function otherAnswerPath(link: ReferenceLink): string {
  const other = link.status === 'approve' ? 'reject' : 'approve';
  return `/application/${link.num}/${link.userId}/${other}?t=${encodeURIComponent(link.token)}`;
}

/**
 * Asks the proposer to confirm the answer their link stands for (a POST); nothing is recorded
 * before. The other answer is one link away. A refused confirmation is announced and focused.
 */
export function ConfirmAnswerForm({ link }: { link: ReferenceLink }) {
  const confirm = useConfirmReferenceAnswer(link);
  const answer = answerOf(link);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirm.isError) errorRef.current?.focus();
  }, [confirm.isError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate();
  }

  return (
    <form className={formStyles.confirm} onSubmit={onSubmit} aria-labelledby="confirm-heading">
      {confirm.isError ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className={`${styles.panel} ${styles.error}`}
        >
          <h2 className={styles.heading}>{NOT_RECORDED_TITLE}</h2>
          <p>{errorMessage(confirm.error)}</p>
        </div>
      ) : null}
      <h2 id="confirm-heading" className={styles.heading}>
        {CONFIRM_HEADING}
      </h2>
      <p>{CONFIRM_TEXT[answer]}</p>
      <div className={formStyles.actions}>
        <button
          type="submit"
          className={answer === 'approved' ? buttons.primary : buttons.warning}
          disabled={confirm.isPending}
        >
          {CONFIRM_BUTTON[answer]}
        </button>
        <Link to={otherAnswerPath(link)} replace>
          {SWITCH_LABEL[answer]}
        </Link>
      </div>
      {confirm.isPending ? (
        <p role="status" className={styles.note}>
          Recording your answer…
        </p>
      ) : null}
    </form>
  );
}
