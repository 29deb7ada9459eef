import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEBIT_DAYS_BEFORE_MAX, DEBIT_DAYS_BEFORE_MIN } from '@portico/domain/auto-renewal';
import { autoRenewalSettings } from '@portico/domain/contracts/auto-renewal.contract';
import { errorMessage, isApiError } from '../../app/api-client';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { QueryState } from '../../app/staff/query-state';
import { SavedBanner, useSavedBanner } from '../../app/staff/saved-banner';
import { ErrorSummary, type ErrorSummaryItem } from '../../ui/error-summary';
import { fieldAria, FieldMessages } from '../../ui/field-parts';
import {
  useAutoRenewalSettings,
  useSaveAutoRenewalSettings,
  type AutoRenewalSettings,
} from './api/auto-renewal-settings';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import panel from '../../ui/list/panel.module.css';
import styles from './settings.module.css';

const DAYS_ID = 'auto-renewal-days';
const OFFERED_ID = 'auto-renewal-offered-yes';

type Errors = { days?: string; form?: string };

/** The form's values as the contract reads them, or the problems to show. */
function checkValues(offered: boolean, categoryIds: number[], days: string) {
  const parsed = autoRenewalSettings.safeParse({
    offered,
    category_ids: categoryIds,
    debit_days_before: /^\s*\d+\s*$/.test(days) ? Number(days) : Number.NaN,
  });
  if (parsed.success) return { values: parsed.data, errors: {} as Errors };
  const issue = parsed.error.issues.find((item) => item.path[0] === 'debit_days_before');
  return {
    values: null,
    errors: { days: issue ? issue.message : 'Enter the number of days as a whole number' },
  };
}

function summaryOf(errors: Errors): ErrorSummaryItem[] {
  return [
    ...(errors.days ? [{ message: errors.days, fieldId: DAYS_ID }] : []),
    ...(errors.form ? [{ message: errors.form }] : []),
  ];
}

function CategoryChoices({
  chosen,
  onToggle,
}: {
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  const categories = useCategoryOptions();
  return (
    <fieldset className={formLayout.checks} aria-describedby="auto-renewal-categories-hint">
      <legend className={fieldParts.label}>Which categories may turn it on?</legend>
      <p id="auto-renewal-categories-hint" className={fieldParts.hint}>
        Tick none to offer it to every category.
      </p>
      {(categories.data ?? []).map((category) => (
        <div key={category.id} className={fieldParts.checkbox}>
          <input
            id={`auto-renewal-category-${category.id}`}
            type="checkbox"
            checked={chosen.includes(category.id)}
            onChange={() => onToggle(category.id)}
          />
          <label htmlFor={`auto-renewal-category-${category.id}`}>{category.name}</label>
        </div>
      ))}
    </fieldset>
  );
}

function OfferedChoice({
  offered,
  onChange,
}: {
  offered: boolean;
  onChange: (offered: boolean) => void;
}) {
  return (
    <fieldset className={formLayout.checks} aria-describedby="auto-renewal-offered-hint">
      <legend className={fieldParts.label}>Offer auto-renewal to members?</legend>
      <p id="auto-renewal-offered-hint" className={fieldParts.hint}>
        Members then choose UPI AutoPay, an e-mandate or a card on their home page, and are renewed
        with a GST invoice after a notice at least 24 hours ahead.
      </p>
      {[true, false].map((value) => (
        <div key={String(value)} className={fieldParts.checkbox}>
          <input
            id={value ? OFFERED_ID : 'auto-renewal-offered-no'}
            type="radio"
            name="auto-renewal-offered"
            checked={offered === value}
            onChange={() => onChange(value)}
          />
          <label htmlFor={value ? OFFERED_ID : 'auto-renewal-offered-no'}>
            {value ? 'Yes' : 'No'}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function DaysField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={fieldParts.field}>
      <label htmlFor={DAYS_ID} className={fieldParts.label}>
        Days before expiry the debit runs
      </label>
      <FieldMessages
        id={DAYS_ID}
        hint={`From ${DEBIT_DAYS_BEFORE_MIN} to ${DEBIT_DAYS_BEFORE_MAX}. The notice goes two days before that.`}
        error={error}
        hintClassName={fieldParts.hint}
      />
      <input
        {...fieldAria(DAYS_ID, error, true)}
        className={`${fieldParts.input} ${styles.days}`}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

const savedMessage = (answer: AutoRenewalSettings) =>
  answer.offered
    ? `Auto-renewal settings saved. Members can turn it on; debits run ${answer.debit_days_before} days before expiry.`
    : 'Auto-renewal settings saved. Auto-renewal is not offered to members.';

/** The settings form, started from what is saved. */
function SettingsForm({
  saved,
  onSaving,
  onSaved,
}: {
  saved: AutoRenewalSettings;
  onSaving: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveAutoRenewalSettings();
  const [offered, setOffered] = useState(saved.offered);
  const [categoryIds, setCategoryIds] = useState(saved.category_ids);
  const [days, setDays] = useState(String(saved.debit_days_before));
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    onSaving();
    const checked = checkValues(offered, categoryIds, days);
    setErrors(checked.errors);
    if (!checked.values) return;
    save.mutate(checked.values, {
      onSuccess: (answer) => onSaved(savedMessage(answer)),
      onError: (error) =>
        setErrors(
          isApiError(error) && error.errors?.debit_days_before
            ? { days: error.errors.debit_days_before }
            : { form: errorMessage(error) },
        ),
    });
  };
  const toggle = (id: number) =>
    setCategoryIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <form className={formLayout.form} noValidate onSubmit={submit}>
      <ErrorSummary items={summaryOf(errors)} attempt={attempt} />
      <OfferedChoice offered={offered} onChange={setOffered} />
      <CategoryChoices chosen={categoryIds} onToggle={toggle} />
      <DaysField value={days} error={errors.days} onChange={setDays} />
      <div className={formLayout.actions}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save auto-renewal settings'}
        </button>
      </div>
    </form>
  );
}

/** Settings › Auto-renewal (admin, decision 099): offered or not, for which categories, when. */
export function AutoRenewalSettingsPanel() {
  const query = useAutoRenewalSettings();
  const banner = useSavedBanner();
  return (
    <section className={panel.panel} aria-labelledby="settings-auto-renewal-title">
      <h2 id="settings-auto-renewal-title" className={panel.title}>
        Auto-renewal
      </h2>
      <SavedBanner saved={banner.saved} onDismiss={banner.clear} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingText="Loading the auto-renewal settings…"
      >
        {query.data ? (
          <SettingsForm saved={query.data} onSaving={banner.clear} onSaved={banner.show} />
        ) : null}
      </QueryState>
      <p className={styles.note}>
        Upcoming debits and failures are listed under{' '}
        <Link to="/staff/auto-renewals">Auto-renewals</Link>.
      </p>
    </section>
  );
}
