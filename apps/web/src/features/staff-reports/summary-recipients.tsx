import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import { SavedBanner, useSavedBanner } from '../../app/staff/saved-banner';
import { ErrorSummary } from '../../ui/error-summary';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { useSaveSummaryRecipients, useSummaryRecipients } from './api/summary-recipients';
import { LabelledCheckbox } from '../../ui/labelled-fields';
import { SaveButton } from '../../ui/save-button';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './reports.module.css';

const FIRST_BOX = 'summary-recipient-first';

const savedMessage = (count: number) =>
  count === 0
    ? 'Saved: no one gets the monthly summary.'
    : `Saved: ${count === 1 ? '1 person gets' : `${count} people get`} the monthly summary.`;

/** The staff ticked, kept while the admin edits; the server's list until then. */
function useChoice(initial: readonly number[] | undefined) {
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const chosen = edited ?? new Set(initial);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setEdited(next);
  };
  return { chosen, toggle, reset: () => setEdited(null) };
}

/** Admins choose which staff get last month's figures by email on the first of each month. */
export function SummaryRecipients() {
  const query = useSummaryRecipients(true);
  const save = useSaveSummaryRecipients();
  const choice = useChoice(query.data?.staff.filter((p) => p.chosen).map((p) => p.id));
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const banner = useSavedBanner();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    banner.clear();
    save.mutate([...choice.chosen], {
      onSuccess: (data) => {
        choice.reset();
        banner.show(savedMessage(data.staff.filter((p) => p.chosen).length));
      },
      onError: (failure) => {
        setError(errorMessage(failure));
        setAttempt((n) => n + 1);
      },
    });
  };
  return (
    <section className={styles.section} aria-labelledby="summary-recipients-heading">
      <h2 id="summary-recipients-heading" className={styles.heading}>
        Monthly summary by email
      </h2>
      <p>
        On the first of each month, the figures of the month before (members, renewals, income and
        the applications waiting) are emailed to the staff ticked here.
      </p>
      <SavedBanner saved={banner.saved} onDismiss={banner.clear} />
      {query.isError ? (
        <RetryAlert message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner label="Loading the staff" />
      ) : (
        <form className={formLayout.form} onSubmit={onSubmit} noValidate>
          <ErrorSummary
            items={error ? [{ message: error, fieldId: FIRST_BOX }] : []}
            attempt={attempt}
          />
          <fieldset className={formLayout.checks}>
            <legend className={fieldStyles.label}>Who gets the summary</legend>
            {query.data.staff.map((person, index) => (
              <LabelledCheckbox
                key={person.id}
                id={index === 0 ? FIRST_BOX : `summary-recipient-${person.id}`}
                label={`${person.name} (${person.email})`}
                checked={choice.chosen.has(person.id)}
                onChange={(checked) => choice.toggle(person.id, checked)}
              />
            ))}
          </fieldset>
          <div className={formLayout.actions}>
            <SaveButton saving={save.isPending} label="Save who gets the summary" />
          </div>
        </form>
      )}
    </section>
  );
}
