import { useState, type FormEvent } from 'react';
import type { StaffDirectoryListing } from '@portico/domain/contracts/directory.contract';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { TextareaField } from '../../ui/list/field';
import { useSetListingHidden } from './api/staff-directory';
import buttons from '../../ui/button.module.css';
import styles from './staff-directory.module.css';

const REASON_INPUT = 'hide-reason';

/** Why a listing is hidden: the member sees this reason on their listing page. */
export function HideListingForm({
  listing,
  onDone,
}: {
  listing: StaffDirectoryListing;
  onDone: () => void;
}) {
  const hide = useSetListingHidden();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Enter why the listing is hidden');
      return;
    }
    hide.mutate(
      { id: listing.member_id, reason: reason.trim() },
      {
        onSuccess: (message) => {
          toast.success(message);
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.subtitle}>Hide {listing.company}’s listing</h2>
      <TextareaField
        id={REASON_INPUT}
        label="Why is it hidden?"
        hint="The member sees this on their listing page."
        error={error}
        rows={3}
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.warning} disabled={hide.isPending}>
          Hide listing
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
