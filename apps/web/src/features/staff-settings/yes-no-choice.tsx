import type { ReactNode } from 'react';
import fieldParts from '../../ui/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

/** A Yes/No question as two radios named `name` (ids `<name>-yes`, `<name>-no`, `<name>-hint`). */
export function YesNoChoice({
  name,
  legend,
  hint,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  hint: ReactNode;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <fieldset className={formLayout.checks} aria-describedby={`${name}-hint`}>
      <legend className={fieldParts.label}>{legend}</legend>
      <p id={`${name}-hint`} className={fieldParts.hint}>
        {hint}
      </p>
      {[true, false].map((option) => {
        const id = `${name}-${option ? 'yes' : 'no'}`;
        return (
          <div key={id} className={fieldParts.checkbox}>
            <input
              id={id}
              type="radio"
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label htmlFor={id}>{option ? 'Yes' : 'No'}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
