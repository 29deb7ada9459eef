import { ZONE_LABELS, ZONES } from '@portico/domain/constants';
import { APPLICANT_FIELDS } from '../../app/membership-form-sections';
import { ChoiceSelect } from './choice-select';
import {
  EmailField,
  MobileField,
  PrimaryNumberField,
  type ContactFieldProps,
} from './contact-fields';
import { FormField } from './form-field';
import { fieldAria } from '../../ui/field-parts';
import { DateInputControl } from '../../ui/date-input-control';
import { useAsks } from './upgrade-focus';
import fieldStyles from './form-field.module.css';
import sectionStyles from './form-section.module.css';

const ZONE_OPTIONS = ZONES.map((value) => ({ value, label: ZONE_LABELS[value] }));

/** Who applies and how to reach them: name, verified contacts, date of birth, zone and state. */
export function ApplicantSection(props: ContactFieldProps) {
  const { form, fields } = props;
  const { error, states, zone } = fields;
  const asks = useAsks();
  if (!APPLICANT_FIELDS.some(asks)) return null;
  return (
    <>
      <h2 className={sectionStyles.title}>Applicant</h2>
      <div className={sectionStyles.grid}>
        <FormField id="field-name" label="Full Name" required error={error('name')}>
          <input
            {...fieldAria('field-name', error('name'))}
            className={fieldStyles.input}
            type="text"
            autoComplete="name"
            {...form.register('name')}
          />
        </FormField>
        <EmailField {...props} />
        {asks('dob') ? (
          <DateInputControl
            control={form.control}
            name="dob"
            id="field-dob"
            label="Date of Birth"
            messageName="Date of birth"
            required
            autoComplete="bday"
            error={error('dob')}
          />
        ) : null}
        <MobileField {...props} />
        <PrimaryNumberField form={form} fields={fields} />
        <FormField id="field-zone" label="Zone" required error={error('zone')}>
          <ChoiceSelect form={form} name="zone" placeholder="Select zone" options={ZONE_OPTIONS} />
        </FormField>
        <FormField
          id="field-state"
          label="State"
          required
          error={error('state') ?? (states.isError ? 'Could not load the states.' : undefined)}
        >
          <ChoiceSelect
            form={form}
            name="state"
            placeholder={zone ? 'Select state' : 'Select a zone first'}
            options={(states.data ?? []).map((state) => ({
              value: String(state.id),
              label: state.name,
            }))}
            busy={states.isFetching}
          />
        </FormField>
      </div>
    </>
  );
}
