// The member's request to correct or erase their data (decision 045): a correction says what is
// wrong; an erasure is confirmed with a tick, as it cannot be undone. Errors follow the GOV.UK
// pattern: a summary that takes focus, and the message beside its field.
import { useState, type FormEvent } from 'react';
import type { DataRequestKind } from '@portico/domain/privacy';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { ApiError, errorMessage } from '../../app/api-client';
import buttons from '../../ui/button.module.css';
import { ErrorSummary } from '../../ui/error-summary';
import { ErrorMessage, fieldAria } from '../../ui/field-parts';
import { LabelledCheckbox } from '../../ui/labelled-fields';
import fieldStyles from '../../ui/field.module.css';
import messageStyles from '../../ui/message.module.css';
import { useFileDataRequest } from './api/my-data';
import styles from './your-data.module.css';

const DETAILS_ID = 'data-request-details';
const CONFIRM_ID = 'data-request-confirm';
const KIND_ID = 'data-request-kind-correction';

type Problem = { message: string; fieldId?: string };

function check(kind: DataRequestKind, details: string, confirmed: boolean): Problem | null {
  if (kind === 'correction' && details.trim() === '') {
    return { message: PRIVACY_MESSAGES.correctionRequired, fieldId: DETAILS_ID };
  }
  if (kind === 'erasure' && !confirmed) {
    return { message: PRIVACY_MESSAGES.erasureConfirmRequired, fieldId: CONFIRM_ID };
  }
  return null;
}

export function DataRequestForm() {
  const file = useFileDataRequest();
  const [kind, setKind] = useState<DataRequestKind>('correction');
  const [details, setDetails] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setSent(false);
    const found = check(kind, details, confirmed);
    setProblem(found);
    if (found) return;
    const body =
      kind === 'correction' ? { kind, details: details.trim() } : { kind, confirm: true as const };
    file.mutate(body, {
      onSuccess: () => {
        setSent(true);
        setDetails('');
        setConfirmed(false);
      },
      onError: (error) =>
        setProblem({
          message:
            error instanceof ApiError && error.status === 409
              ? PRIVACY_MESSAGES.requestOpenAlready
              : errorMessage(error),
        }),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {problem ? <ErrorSummary items={[problem]} attempt={attempt} /> : null}
      <fieldset className={styles.fieldset}>
        <legend className={fieldStyles.label}>Ask us to correct or erase your data</legend>
        <div className={fieldStyles.checkbox}>
          <input
            id={KIND_ID}
            type="radio"
            name="data-request-kind"
            checked={kind === 'correction'}
            onChange={() => setKind('correction')}
          />
          <label htmlFor={KIND_ID}>Correct something that is wrong</label>
        </div>
        <div className={fieldStyles.checkbox}>
          <input
            id="data-request-kind-erasure"
            type="radio"
            name="data-request-kind"
            checked={kind === 'erasure'}
            onChange={() => setKind('erasure')}
          />
          <label htmlFor="data-request-kind-erasure">Erase my personal data</label>
        </div>
      </fieldset>
      {kind === 'correction' ? (
        <CorrectionField value={details} problem={problem} onChange={setDetails} />
      ) : (
        <ErasureConfirm value={confirmed} problem={problem} onChange={setConfirmed} />
      )}
      <button type="submit" className={buttons.secondary} disabled={file.isPending}>
        Send request
      </button>
      <p role="status" className={messageStyles.status}>
        {sent ? PRIVACY_MESSAGES.requestSent : ''}
      </p>
    </form>
  );
}

function FieldError({ id, problem }: { id: string; problem: Problem | null }) {
  return <ErrorMessage id={`${id}-error`} message={messageFor(id, problem)} />;
}

/** The problem's message when it is the field `id`'s. */
const messageFor = (id: string, problem: Problem | null) =>
  problem?.fieldId === id ? problem.message : undefined;

/** What a kind of request asks for, and where its problem shows. */
type KindFieldProps<Value> = {
  value: Value;
  problem: Problem | null;
  onChange: (value: Value) => void;
};

/** A correction's 'what is wrong, and what should it be'. */
function CorrectionField({ value, problem, onChange }: KindFieldProps<string>) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={DETAILS_ID} className={fieldStyles.label}>
        What is wrong, and what should it be?
      </label>
      <FieldError id={DETAILS_ID} problem={problem} />
      <textarea
        {...fieldAria(DETAILS_ID, messageFor(DETAILS_ID, problem))}
        className={fieldStyles.input}
        rows={4}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** An erasure's warning, and the tick that confirms it. */
function ErasureConfirm({ value, problem, onChange }: KindFieldProps<boolean>) {
  return (
    <div className={fieldStyles.field}>
      <p className={styles.warning}>
        We will mask your name, contacts, addresses, PAN and company details, delete your documents
        and sign you out. Tax invoices already issued are kept for 8 years, as GST law requires.
        This cannot be undone.
      </p>
      <FieldError id={CONFIRM_ID} problem={problem} />
      <LabelledCheckbox
        {...fieldAria(CONFIRM_ID, messageFor(CONFIRM_ID, problem))}
        label="I understand, erase my personal data"
        checked={value}
        onChange={onChange}
      />
    </div>
  );
}
