import { useState } from 'react';
import { MEMBER_RECORD_MESSAGES } from '@portico/domain/contracts/member-record.contract';
import { formatDateTime } from '../../app/staff/format';
import { MutationOutcome } from '../../app/staff/mutation-outcome';
import { useAddMemberNote, type MemberRecord } from './api/member-record';
import { LabelledTextarea } from '../../ui/labelled-fields';
import buttons from '../../ui/button.module.css';
import styles from './member-record.module.css';

/** The staff's notes on the member, newest first, and (admin, office, accounts) a new one. */
export function MemberNotes({
  memberId,
  notes,
  canAdd,
}: {
  memberId: number;
  notes: MemberRecord['notes'];
  canAdd: boolean;
}) {
  const add = useAddMemberNote(memberId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      {notes.length === 0 ? <p>No notes yet.</p> : null}
      <ul className={styles.notes}>
        {notes.map((note) => (
          <li key={note.id}>
            {note.text}
            <span className={styles.muted}>
              {note.by ?? 'Staff'}, {formatDateTime(note.at)}
            </span>
          </li>
        ))}
      </ul>
      {canAdd ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() === '') return setError(MEMBER_RECORD_MESSAGES.noteRequired);
            setError(undefined);
            add.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <LabelledTextarea
            id="member-note"
            label="New note"
            error={error}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p>
            <button type="submit" className={buttons.secondary} disabled={add.isPending}>
              Add note
            </button>
          </p>
          <MutationOutcome action={{ ...add, data: add.data }} />
        </form>
      ) : null}
    </>
  );
}
