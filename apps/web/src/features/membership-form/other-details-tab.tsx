import { useWatch } from 'react-hook-form';
import { wordsExceeded } from '@portico/domain/messages';
import { descriptionCounter } from '@portico/domain/validation';
import { ABOUT_FIELDS } from '../../app/membership-form-sections';
import { FormField } from './form-field';
import { fieldAria } from '../../ui/field-parts';
import type { OtherValues } from './form-values';
import type { OtherForm } from './wizard-types';
import { useAsks } from './upgrade-focus';
import fieldStyles from './form-field.module.css';
import otherStyles from './other-details-tab.module.css';
import sectionStyles from './form-section.module.css';
import fieldParts from '../../ui/field.module.css';

const LINKS: readonly { name: keyof OtherValues; label: string; placeholder: string }[] = [
  { name: 'meta', label: 'Meta', placeholder: 'https://www.facebook.com/yourcompany' },
  {
    name: 'linkedin',
    label: 'LinkedIn',
    placeholder: 'https://www.linkedin.com/company/yourcompany',
  },
  { name: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/yourcompany' },
  { name: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@yourcompany' },
];

export const AGREEMENT_TEXT =
  'I confirm that the information given in this application is true and I agree to abide by the terms and conditions of the association.';

/** Tab 4: description with its word counter, the links and the agreement. */
export function OtherDetailsTab({ form }: { form: OtherForm }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const description = useWatch({ control, name: 'description' });
  const counter = descriptionCounter(description);
  const asks = useAsks();

  return (
    <div className={sectionStyles.section}>
      {ABOUT_FIELDS.some(asks) ? <h2 className={sectionStyles.title}>About your company</h2> : null}
      <div className={sectionStyles.grid}>
        <FormField
          id="field-description"
          label="Description"
          required
          error={errors.description?.message}
          className={fieldStyles.wide}
          hint={
            <>
              <span className="word-counter">
                {counter.count}/{counter.limit}
              </span>
              {counter.exceededBy > 0 ? (
                <span className={`word-counter ${otherStyles.exceeded}`}>
                  {' '}
                  {wordsExceeded(counter.exceededBy)}
                </span>
              ) : null}
            </>
          }
        >
          <textarea
            {...fieldAria('field-description', errors.description?.message, true)}
            className={fieldStyles.input}
            rows={8}
            {...register('description')}
          />
        </FormField>
        {LINKS.map(({ name, label, placeholder }) => (
          <FormField key={name} id={`field-${name}`} label={label} error={errors[name]?.message}>
            <input
              {...fieldAria(`field-${name}`, errors[name]?.message)}
              className={fieldStyles.input}
              type="url"
              inputMode="url"
              placeholder={placeholder}
              {...register(name)}
            />
          </FormField>
        ))}
      </div>
      {asks('membership_checked') ? <Agreement form={form} /> : null}
    </div>
  );
}

/** The applicant's agreement, a GOV.UK checkbox. */
function Agreement({ form }: { form: OtherForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <div className={fieldStyles.field}>
        <div className={fieldParts.checkbox}>
          <input
            id="field-membership_checked"
            type="checkbox"
            aria-invalid={errors.membership_checked ? true : undefined}
            aria-describedby={
              errors.membership_checked ? 'field-membership_checked-error' : undefined
            }
            {...register('membership_checked')}
          />
          <label htmlFor="field-membership_checked">{AGREEMENT_TEXT}</label>
        </div>
        {errors.membership_checked ? (
          <p id="field-membership_checked-error" className={fieldParts.error}>
            {errors.membership_checked.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
