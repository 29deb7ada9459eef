import { MESSAGES } from '@portico/domain/messages';
import { useState } from 'react';

/** The accuracy box's id: the error summary's link focuses it. */
export const ACCURACY_BOX_ID = 'confirm-accuracy';

/**
 * The one confirmation before paying (issue #29): the accuracy box on the page. Make Payment pays
 * once the box is ticked; pressed without it, the page shows the GOV.UK error summary (focused) and
 * the error beside the box, until the box is ticked. No dialog asks a second time.
 */
export function useConfirmBeforePaying(pay: () => void) {
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Each refused press focuses the summary again.
  const [attempt, setAttempt] = useState(0);

  return {
    confirmed,
    /** Shown in the summary and beside the box until the box is ticked. */
    error: confirmed ? null : error,
    attempt,
    onConfirmedChange(checked: boolean) {
      setConfirmed(checked);
      if (checked) setError(null);
    },
    /** Make Payment. */
    start() {
      if (!confirmed) {
        setError(MESSAGES.confirmDetails);
        setAttempt((n) => n + 1);
        return;
      }
      pay();
    },
  };
}

export type Confirmation = ReturnType<typeof useConfirmBeforePaying>;
