import { Controller, useFieldArray } from 'react-hook-form';
import { MAX_DIRECTORS, PHONE_MAX_DIGITS } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import { digitsOnly } from '@portico/domain/validation';
import { fieldAria, FormField } from './form-field';
import { emptyDirector } from './form-values';
import type { DirectorsForm } from './wizard-types';
import fieldStyles from './form-field.module.css';
import sectionStyles from './form-section.module.css';
import buttons from '../../ui/button.module.css';

/** Tab 2 (not for star): up to five more directors, each with name, mobile and email. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function DirectorsTab({ form }: { form: DirectorsForm }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'director' });

  return (
    <div className={sectionStyles.section}>
      <h2 className={sectionStyles.title}>{MESSAGES.sectionDirectorDetails}</h2>
      <p className={sectionStyles.note}>
        Optional: add up to {MAX_DIRECTORS} directors of your company. A row you start needs all
        three details.
      </p>
      {fields.map((row, index) => {
        const rowErrors = errors.director?.[index];
        const id = (field: string) => `field-director-${index}-${field}`;
        return (
          <fieldset key={row.id} className={sectionStyles.row}>
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
              <FormField
                id={id('mobile_number')}
                label="Mobile Number"
                error={rowErrors?.mobile_number?.message}
              >
                <Controller
                  control={control}
                  name={`director.${index}.mobile_number`}
                  render={({ field }) => (
                    <input
                      {...fieldAria(id('mobile_number'), rowErrors?.mobile_number?.message)}
                      className={fieldStyles.input}
                      type="tel"
                      inputMode="numeric"
                      maxLength={PHONE_MAX_DIGITS}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS))
                      }
                    />
                  )}
                />
              </FormField>
              <FormField id={id('email')} label="Email" error={rowErrors?.email?.message}>
                <input
                  {...fieldAria(id('email'), rowErrors?.email?.message)}
                  className={fieldStyles.input}
                  type="email"
                  {...register(`director.${index}.email`)}
                />
              </FormField>
            </div>
            {fields.length > 1 ? (
              <button
                type="button"
                className={`${buttons.link} ${sectionStyles.rowDelete}`}
                onClick={() => remove(index)}
              >
                Delete<span className="visually-hidden"> director {index + 1}</span>
              </button>
            ) : null}
          </fieldset>
        );
      })}
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
