import { useState } from 'react';
import { MutationOutcome, type ActionOutcome } from '../../app/staff/mutation-outcome';
import { LabelledTextarea } from '../../ui/labelled-fields';
import styles from './member-record.module.css';

/**
 * A member record's one-box form (a note, a refusal's reason): the text is required, its button
 * sends it trimmed through `onSend` (which may clear the box), and the action's outcome shows below.
 */
export function RequiredTextForm({
  id,
  label,
  requiredMessage,
  submit,
  action,
  onSend,
}: {
  id: string;
  label: string;
  requiredMessage: string;
  submit: { label: string; className: string | undefined };
  action: ActionOutcome & { isPending: boolean };
  onSend: (text: string, clear: () => void) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === '') return setError(requiredMessage);
        setError(undefined);
        onSend(text.trim(), () => setText(''));
      }}
    >
      <LabelledTextarea
        id={id}
        label={label}
        error={error}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p>
        <button type="submit" className={submit.className} disabled={action.isPending}>
          {submit.label}
        </button>
      </p>
      <MutationOutcome action={action} />
    </form>
  );
}
