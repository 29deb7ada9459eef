import { MESSAGES } from '@portico/domain/messages';
import { useState } from 'react';

/**
 * The accuracy box and the confirmation modal before paying (member spec §2.5): Make Payment opens
 * the modal; Proceed pays once the box is ticked, else says 'Please Confirm Details are correct'
 * (beside the box too, until it is ticked); Review closes the modal.
 */
export function useConfirmBeforePaying(pay: () => void) {
  const [confirmed, setConfirmed] = useState(false);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    confirmed,
    /** The box's error: shown until the box is ticked. */
    boxError: confirmed ? null : error,
    /** The modal's error. */
    error,
    open,
    onConfirmedChange(checked: boolean) {
      setConfirmed(checked);
      if (checked) setError(null);
    },
    /** Make Payment: the modal, without an earlier error. */
    start() {
      setError(null);
      setOpen(true);
    },
    review: () => setOpen(false),
    proceed() {
      if (!confirmed) {
        setError(MESSAGES.confirmDetails);
        return;
      }
      setOpen(false);
      pay();
    },
  };
}
