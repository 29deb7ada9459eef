import { MEMBER_RECORD_MESSAGES } from '@portico/domain/contracts/member-record.contract';
import { formatDateTime } from '../../app/staff/format';
import { useAddMemberNote, type MemberRecord } from './api/member-record';
import { RequiredTextForm } from './required-text-form';
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
        <RequiredTextForm
          id="member-note"
          label="New note"
          requiredMessage={MEMBER_RECORD_MESSAGES.noteRequired}
          submit={{ label: 'Add note', className: buttons.secondary }}
          action={{ ...add, data: add.data }}
          onSend={(text, clear) => add.mutate(text, { onSuccess: clear })}
        />
      ) : null}
    </>
  );
}
