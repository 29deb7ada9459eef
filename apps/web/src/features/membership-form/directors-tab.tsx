import { useFieldArray } from 'react-hook-form';
import { MAX_DIRECTORS } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import { FormField } from './form-field';
import { fieldAria } from '../../ui/field-parts';
import { emptyDirector } from './form-values';
import { PhoneField } from './phone-field';
import type { DirectorsForm } from './wizard-types';
import fieldStyles from './form-field.module.css';
import sectionStyles from './form-section.module.css';
import buttons from '../../ui/button.module.css';

/** Director n: name, mobile and email, and Delete when there is more than one row. */
function DirectorRow({
  form,
  index,
  onDelete,
}: {
  form: DirectorsForm;
  index: number;
  /** Null while it is the only row. */
  onDelete: (() => void) | null;
}) {
  const { control, register } = form;
  const rowErrors = form.formState.errors.director?.[index];
  const id = (field: string) => `field-director-${index}-${field}`;
  return (
    <fieldset className={sectionStyles.row}>
      <legend className={sectionStyles.rowTitle}>Director {index + 1}</legend>
      <div className={`${sectionStyles.grid} ${sectionStyles.gridThree}`}>
        <FormField id={id('name')} label="Name" error={rowErrors?.name?.message}>
          <input
            {...fieldAria(id('name'), rowErrors?.name?.message)}
            className={fieldStyles.input}
            type="text"
            {...register(`director.${index}.name`)}
          />
        </FormField>
        <PhoneField
          control={control}
          name={`director.${index}.mobile_number`}
          id={id('mobile_number')}
          label="Mobile Number"
          error={rowErrors?.mobile_number?.message}
        />
        <FormField id={id('email')} label="Email" error={rowErrors?.email?.message}>
          <input
            {...fieldAria(id('email'), rowErrors?.email?.message)}
            className={fieldStyles.input}
            type="email"
            {...register(`director.${index}.email`)}
          />
        </FormField>
      </div>
      {onDelete ? (
        <button
          type="button"
          className={`${buttons.link} ${sectionStyles.rowDelete}`}
          onClick={onDelete}
        >
          Delete<span className="visually-hidden"> director {index + 1}</span>
        </button>
      ) : null}
    </fieldset>
  );
}

/** Tab 2 (not for star): up to five more directors, each with name, mobile and email. */
export function DirectorsTab({ form }: { form: DirectorsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'director' });
  return (
    <div className={sectionStyles.section}>
      <h2 className={sectionStyles.title}>{MESSAGES.sectionDirectorDetails}</h2>
      <p className={sectionStyles.note}>
        Optional: add up to {MAX_DIRECTORS} directors of your company. A row you start needs all
        three details.
      </p>
      {fields.map((row, index) => (
        <DirectorRow
          key={row.id}
          form={form}
          index={index}
          onDelete={fields.length > 1 ? () => remove(index) : null}
        />
      ))}
      {fields.length < MAX_DIRECTORS ? (
        <button
          type="button"
          className={`${buttons.secondary} ${sectionStyles.add}`}
          onClick={() => append(emptyDirector())}
        >
          Add New
        </button>
      ) : null}
    </div>
  );
}
