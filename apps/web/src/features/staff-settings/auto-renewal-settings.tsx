import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEBIT_DAYS_BEFORE_MAX, DEBIT_DAYS_BEFORE_MIN } from '@portico/domain/auto-renewal';
import { autoRenewalSettings } from '@portico/domain/contracts/auto-renewal.contract';
import { errorMessage, isApiError } from '../../app/api-client';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { ErrorSummary, type ErrorSummaryItem } from '../../ui/error-summary';
import {
  useAutoRenewalSettings,
  useSaveAutoRenewalSettings,
  type AutoRenewalSettings,
} from './api/auto-renewal-settings';
import { SettingsPanel } from './settings-panel';
import type { SaveNotices } from './use-association-form';
import { YesNoChoice } from './yes-no-choice';
import { SaveButton } from '../../ui/save-button';
import { LabelledCheckbox, LabelledInput } from '../../ui/labelled-fields';
import fieldParts from '../../ui/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './settings.module.css';

const DAYS_ID = 'auto-renewal-days';

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
        <LabelledCheckbox
          key={category.id}
          id={`auto-renewal-category-${category.id}`}
          label={category.name}
          checked={chosen.includes(category.id)}
          onChange={() => onToggle(category.id)}
        />
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
    <LabelledInput
      id={DAYS_ID}
      label="Days before expiry the debit runs"
      hint={`From ${DEBIT_DAYS_BEFORE_MIN} to ${DEBIT_DAYS_BEFORE_MAX}. The notice goes two days before that.`}
      error={error}
      className={`${fieldParts.input} ${styles.days}`}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const savedMessage = (answer: AutoRenewalSettings) =>
  answer.offered
    ? `Auto-renewal settings saved. Members can turn it on; debits run ${answer.debit_days_before} days before expiry.`
    : 'Auto-renewal settings saved. Auto-renewal is not offered to members.';

/** The settings form, started from what is saved. */
function SettingsForm({
  saved,
  notices: { onSaving, onSaved },
}: {
  saved: AutoRenewalSettings;
  notices: SaveNotices;
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
      <YesNoChoice
        name="auto-renewal-offered"
        legend="Offer auto-renewal to members?"
        hint="Members then choose UPI AutoPay, an e-mandate or a card on their home page, and are renewed with a GST invoice after a notice at least 24 hours ahead."
        value={offered}
        onChange={setOffered}
      />
      <CategoryChoices chosen={categoryIds} onToggle={toggle} />
      <DaysField value={days} error={errors.days} onChange={setDays} />
      <div className={formLayout.actions}>
        <SaveButton saving={save.isPending} label="Save auto-renewal settings" />
      </div>
    </form>
  );
}

/** Settings › Auto-renewal (admin, decision 099): offered or not, for which categories, when. */
export function AutoRenewalSettingsPanel() {
  return (
    <SettingsPanel
      id="settings-auto-renewal-title"
      title="Auto-renewal"
      query={useAutoRenewalSettings()}
      loadingText="Loading the auto-renewal settings…"
      form={(saved, notices) => <SettingsForm saved={saved} notices={notices} />}
    >
      <p className={styles.note}>
        Upcoming debits and failures are listed under{' '}
        <Link to="/staff/auto-renewals">Auto-renewals</Link>.
      </p>
    </SettingsPanel>
  );
}
