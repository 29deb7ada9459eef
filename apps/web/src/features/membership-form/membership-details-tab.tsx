import { Controller } from 'react-hook-form';
import { PHONE_MAX_DIGITS } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import { digitsOnly } from '@portico/domain/validation';
import { DocumentField } from './document-field';
import { fieldAria, FormField } from './form-field';
import type { ProposersForm } from './wizard-types';
import fieldStyles from './form-field.module.css';
import sectionStyles from './form-section.module.css';

const ROWS = [0, 1] as const;

/** Tab 3: the two proposer members and, outside star, the applicant's signature and stamp. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function MembershipDetailsTab({ form, isStar }: { form: ProposersForm; isStar: boolean }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <div className={sectionStyles.section}>
      <h2 className={sectionStyles.title}>
        {MESSAGES.proposedBy} <span className={sectionStyles.aside}>(members 1 and 2)</span>
      </h2>
      <p className={sectionStyles.note}>Name two existing members who propose your application.</p>
      {ROWS.map((index) => {
        const rowErrors = errors.members?.[index];
        const id = (field: string) => `field-members-${index}-${field}`;
        return (
          <fieldset key={index} className={sectionStyles.row}>
            <legend className={sectionStyles.rowTitle}>Member {index + 1}</legend>
            <div className={sectionStyles.grid}>
              <FormField
                id={id('name')}
                label="Company Name"
                required
                error={rowErrors?.name?.message}
              >
                <input
                  {...fieldAria(id('name'), rowErrors?.name?.message)}
                  className={fieldStyles.input}
                  type="text"
                  {...register(`members.${index}.name`)}
                />
              </FormField>
              <FormField
                id={id('director')}
                label="Director Name"
                required
                error={rowErrors?.director?.message}
              >
                <input
                  {...fieldAria(id('director'), rowErrors?.director?.message)}
                  className={fieldStyles.input}
                  type="text"
                  {...register(`members.${index}.director`)}
                />
              </FormField>
              <FormField id={id('email')} label="Email" required error={rowErrors?.email?.message}>
                <input
                  {...fieldAria(id('email'), rowErrors?.email?.message)}
                  className={fieldStyles.input}
                  type="email"
                  {...register(`members.${index}.email`)}
                />
              </FormField>
              <FormField
                id={id('mobile_number')}
                label="Mobile Number"
                required
                error={rowErrors?.mobile_number?.message}
              >
                <Controller
                  control={control}
                  name={`members.${index}.mobile_number`}
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
            </div>
          </fieldset>
        );
      })}
      {isStar ? null : (
        <div className={sectionStyles.grid}>
          <DocumentField control={control} name="signature" label="Signature" required />
          <DocumentField control={control} name="stamp" label="Stamp" required />
        </div>
      )}
    </div>
  );
}
