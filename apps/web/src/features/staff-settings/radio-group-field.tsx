import type { ReactNode } from 'react';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import { fieldId } from './association-form-values';
import type { AssociationFormState } from './use-association-form';
import { FieldMessages } from '../../ui/field-parts';
import styles from './settings.module.css';

type RadioName = 'proposers_required' | 'upgrade_review';

/**
 * One of the association form's groups holding a single required choice of radios. The first
 * radio carries the field's id, which the error summary links to; the others `<idPrefix>-<value>`.
 */
export function RadioGroupField({
  form,
  name,
  group,
  legend,
  hint,
  idPrefix,
  choices,
}: {
  form: AssociationFormState;
  name: RadioName;
  group: string;
  legend: string;
  hint: ReactNode;
  idPrefix: string;
  choices: readonly { value: string; label: string }[];
}) {
  const error = form.error(name);
  const hintId = `${fieldId(name)}-hint`;
  const errorId = `${fieldId(name)}-error`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{group}</legend>
      <fieldset
        className={formLayout.checks}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      >
        <legend className={fieldStyles.label}>{legend}</legend>
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
        {choices.map(({ value, label }, index) => {
          const id = index === 0 ? fieldId(name) : `${idPrefix}-${value}`;
          return (
            <div key={value} className={fieldParts.checkbox}>
              <input id={id} type="radio" value={value} {...form.register(name)} />
              <label htmlFor={id}>{label}</label>
            </div>
          );
        })}
        <FieldMessages id={fieldId(name)} error={error} hintClassName={undefined} />
      </fieldset>
    </fieldset>
  );
}
