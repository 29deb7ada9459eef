import type { ReactNode } from 'react';
import { ErrorSummary } from '../../ui/error-summary';
import { Field, InputField, TextareaField } from '../../ui/list/field';
import { fieldAria } from '../../ui/field-parts';
import type { AssociationSettings } from './api/association-settings';
import { TALLY_LEDGER_KEYS, TALLY_LEDGER_LABELS } from '@portico/domain/tally';
import { fieldId, ledgerFieldId, type AssociationFormValues } from './association-form-values';
import { EInvoicingField } from './e-invoicing-field';
import { ProposersField } from './proposers-field';
import { UpgradeReviewField } from './upgrade-review-field';
import {
  useAssociationForm,
  type AssociationFormState,
  type SaveNotices,
} from './use-association-form';
import { SaveButton } from '../../ui/save-button';
import { PlainOptions } from '../../ui/select-options';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import styles from './settings.module.css';

type Props = {
  form: AssociationFormState;
  name: keyof AssociationFormValues;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  narrow?: boolean;
  autoComplete?: string;
};

/** One text field of the settings form, wired to its label, hint and error. */
function TextField({ form, name, label, hint, required, narrow, autoComplete = 'off' }: Props) {
  const id = fieldId(name);
  const error = form.error(name);
  return (
    <InputField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required ?? false}
      className={narrow ? `${fieldStyles.input} ${fieldStyles.narrow}` : fieldStyles.input}
      autoComplete={autoComplete}
      spellCheck={false}
      {...form.register(name)}
    />
  );
}

function AssociationFields({ form }: { form: AssociationFormState }) {
  const addressError = form.error('address');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Association</legend>
      <TextField form={form} name="name" label="Name" required autoComplete="organization" />
      <TextField
        form={form}
        name="short_name"
        label="Short name (optional)"
        hint="Used where the full name does not fit, up to 30 characters."
      />
      <TextareaField
        id={fieldId('address')}
        label="Address"
        required
        error={addressError}
        rows={3}
        {...form.register('address')}
      />
      <div className={formLayout.row}>
        <TextField
          form={form}
          name="city"
          label="City or town (optional)"
          autoComplete="address-level2"
        />
        <TextField
          form={form}
          name="pin"
          label="PIN code (optional)"
          narrow
          autoComplete="postal-code"
          hint="6 digits. E-invoices need the city and PIN."
        />
      </div>
      <div className={formLayout.row}>
        <TextField form={form} name="email" label="Contact email (optional)" autoComplete="email" />
        <TextField form={form} name="phone" label="Contact phone (optional)" autoComplete="tel" />
      </div>
    </fieldset>
  );
}

function TaxFields({ form, states }: { form: AssociationFormState; states: readonly string[] }) {
  const stateError = form.error('state');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Tax and numbering</legend>
      <div className={formLayout.row}>
        <TextField
          form={form}
          name="gstin"
          label="GST number (GSTIN)"
          required
          hint="15 characters; the first two are the state's code."
        />
        <Field id={fieldId('state')} label="State of registration" required error={stateError}>
          <select
            {...fieldAria(fieldId('state'), stateError)}
            className={fieldStyles.input}
            {...form.register('state')}
          >
            <PlainOptions values={states} />
          </select>
        </Field>
      </div>
      <div className={formLayout.row}>
        <TextField form={form} name="sac_code" label="SAC" required narrow hint="6 digits." />
        <TextField
          form={form}
          name="gst_rate"
          label="GST rate (%)"
          required
          narrow
          hint="A notified rate: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18 or 28 (membership services: 18). Charged on checkouts from the save on; invoices already issued keep their rate."
        />
      </div>
      {/* Off by default: a total in paise is charged as computed (decision 077). */}
      <div className={fieldParts.checkbox}>
        <input id={fieldId('round_off')} type="checkbox" {...form.register('round_off')} />
        <label htmlFor={fieldId('round_off')}>
          Round totals to the rupee, with a &quot;Round off&quot; line on the invoice
        </label>
      </div>
      <p className={styles.note}>
        A new prefix applies to the numbers issued after it is saved. Numbers already issued never
        change.
      </p>
      <div className={formLayout.row}>
        <TextField
          form={form}
          name="invoice_prefix"
          label="Invoice number prefix"
          required
          hint="1 to 4 capital letters or digits, e.g. PT."
        />
        <TextField
          form={form}
          name="member_number_prefix"
          label="Member number prefix"
          required
          hint="1 to 8 capital letters, digits, - or /, e.g. PM-."
        />
      </div>
    </fieldset>
  );
}

/** Who signs the tax documents for the association (Rule 46(q)). */
function SignatoryFields({ form }: { form: AssociationFormState }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Signatory on invoices and credit notes</legend>
      <p className={styles.note}>
        Printed above &quot;Authorised Signatory&quot; on the documents issued after saving;
        documents already issued keep theirs. Left blank, the documents have a line to sign on.
      </p>
      <div className={formLayout.row}>
        <TextField
          form={form}
          name="signatory_name"
          label="Signatory’s name (optional)"
          autoComplete="name"
        />
        <TextField
          form={form}
          name="signatory_designation"
          label="Signatory’s designation (optional)"
          hint="For example, Honorary Treasurer."
        />
      </div>
    </fieldset>
  );
}

/** The ledgers the Tally export posts to (decision 079); each must exist in Tally by that name. */
function TallyLedgerFields({ form }: { form: AssociationFormState }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Tally ledgers</legend>
      <p className={styles.note}>
        The export for Tally posts invoices, credit notes and payments to these ledgers. Name them
        exactly as in your Tally company; each buyer&apos;s ledger is the name on the document.
      </p>
      <div className={formLayout.row}>
        {TALLY_LEDGER_KEYS.map((key) => {
          const id = ledgerFieldId(key);
          const error = form.ledgerError(key);
          return (
            <InputField
              key={key}
              id={id}
              label={TALLY_LEDGER_LABELS[key]}
              error={error}
              required
              autoComplete="off"
              spellCheck={false}
              {...form.registerLedger(key)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

const CODE_LENGTHS = ['4', '5', '6', '7', '8'];

/** The digits of the one-time codes people sign in and verify with. */
function CodeLengthField({ form }: { form: AssociationFormState }) {
  const id = fieldId('code_length');
  const error = form.error('code_length');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Sign-in codes</legend>
      <Field
        id={id}
        label="Digits in a one-time code"
        required
        error={error}
        hint="Codes sent after saving have this many digits; the code boxes follow. Longer codes are harder to guess."
      >
        <select
          {...fieldAria(id, error, true)}
          className={`${fieldStyles.input} ${fieldStyles.narrow}`}
          {...form.register('code_length')}
        >
          <PlainOptions values={CODE_LENGTHS} />
        </select>
      </Field>
    </fieldset>
  );
}

/** The association's details, tax and numbering; saved together. */
export function AssociationForm({
  settings,
  notices,
}: {
  settings: AssociationSettings;
  notices: SaveNotices;
}) {
  const form = useAssociationForm(settings, notices);
  return (
    <form className={formLayout.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <ErrorSummary items={form.summary} attempt={form.attempt} />
      <AssociationFields form={form} />
      <TaxFields form={form} states={settings.states} />
      <SignatoryFields form={form} />
      <EInvoicingField form={form} />
      <TallyLedgerFields form={form} />
      <CodeLengthField form={form} />
      <ProposersField form={form} />
      <UpgradeReviewField form={form} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Personal data</legend>
        <TextField
          form={form}
          name="document_retention_months"
          label="Delete documents of lapsed applicants after (months)"
          required
          narrow
          hint="1 to 120. Drafts, rejected and cancelled applications that never became a membership lose their uploaded documents once unchanged this long."
        />
      </fieldset>
      <div className={formLayout.actions}>
        <SaveButton saving={form.saving} label="Save settings" />
      </div>
    </form>
  );
}
