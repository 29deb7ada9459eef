import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import { fieldId } from './association-form-values';
import type { AssociationFormState } from './use-association-form';
import styles from './settings.module.css';

const CHOICES = [
  { value: '2', label: '2 proposers (the usual rule)' },
  { value: '1', label: '1 proposer' },
  { value: '0', label: 'No proposers' },
] as const;

const HINT_ID = `${fieldId('proposers_required')}-hint`;
const ERROR_ID = `${fieldId('proposers_required')}-error`;

/**
 * How many existing members must propose an application (decision 070): fewer than two lets a new
 * association open before its register of members is in. Applications already submitted keep theirs.
 */
export function ProposersField({ form }: { form: AssociationFormState }) {
  const error = form.error('proposers_required');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Applications</legend>
      <fieldset
        className={formLayout.checks}
        aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
      >
        <legend className={fieldStyles.label}>Proposers an application needs *</legend>
        <p id={HINT_ID} className={fieldStyles.hint}>
          Existing members who vouch for an applicant and answer a reference check. Fewer than two
          lets the association take applications before its register of members is imported.
          Applications already submitted keep the number they were submitted with.
        </p>
        {CHOICES.map(({ value, label }, index) => {
          const id = index === 0 ? fieldId('proposers_required') : `settings-proposers-${value}`;
          return (
            <div key={value} className={fieldParts.checkbox}>
              <input id={id} type="radio" value={value} {...form.register('proposers_required')} />
              <label htmlFor={id}>{label}</label>
            </div>
          );
        })}
        {error ? (
          <p id={ERROR_ID} className={fieldParts.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
