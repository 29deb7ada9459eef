import { Controller } from 'react-hook-form';
import {
  COMPANY_SIZES,
  GST_NUMBER_MAX_LENGTH,
  ORG_TYPE_LABELS,
  ORG_TYPES,
  PAN_LENGTH,
} from '@portico/domain/constants';
import { normalizeGstOrPan } from '@portico/domain/validation';
import { COMPANY_FIELDS } from '../../app/membership-form-sections';
import { ChoiceSelect } from './choice-select';
import { FormField } from './form-field';
import { fieldAria } from '../../ui/field-parts';
import { DateInputControl } from '../../ui/date-input-control';
import type { BasicDetailsFields } from './use-basic-details-fields';
import type { BasicForm } from './wizard-types';
import { useAsks } from './upgrade-focus';
import fieldStyles from './form-field.module.css';
import sectionStyles from './form-section.module.css';

type SectionProps = { form: BasicForm; fields: BasicDetailsFields; isStar: boolean };

const ORG_TYPE_OPTIONS = ORG_TYPES.map((value) => ({ value, label: ORG_TYPE_LABELS[value] }));
const COMPANY_SIZE_OPTIONS = COMPANY_SIZES.map((value) => ({ value, label: value }));

/**
 * GST or PAN number: trimmed and upper-cased, then cut to its length. No maxLength attribute: the
 * browser would cut a pasted ' 27ABCDE1234F1Z0 ' before the trim, losing the last character.
 */
function TaxNumberInput({
  form,
  name,
  error,
  maxLength,
  hint = false,
}: {
  form: BasicForm;
  name: 'gst_number' | 'pan_number';
  error: string | undefined;
  maxLength: number;
  hint?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <input
          {...fieldAria(`field-${name}`, error, hint)}
          className={`${fieldStyles.input} ${fieldStyles.upper}`}
          type="text"
          autoCapitalize="characters"
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(normalizeGstOrPan(event.target.value).slice(0, maxLength))
          }
        />
      )}
    />
  );
}

/** Company type, incorporation date (not for an HUF) and size: the company tiers only. */
function OrganisationFields({ form, fields }: Omit<SectionProps, 'isStar'>) {
  const { error, orgType } = fields;
  const asks = useAsks();
  return (
    <>
      <FormField id="field-org_type" label="Company Type" required error={error('org_type')}>
        <ChoiceSelect
          form={form}
          name="org_type"
          placeholder="Select company type"
          options={ORG_TYPE_OPTIONS}
        />
      </FormField>
      {orgType === 'huf' || !asks('incorporation_date') ? null : (
        <DateInputControl
          control={form.control}
          name="incorporation_date"
          id="field-incorporation_date"
          label="Incorporation Date"
          messageName="Incorporation date"
          required
          error={error('incorporation_date')}
        />
      )}
      <FormField
        id="field-size_of_company"
        label="Company Size"
        required
        error={error('size_of_company')}
      >
        <ChoiceSelect
          form={form}
          name="size_of_company"
          placeholder="Select company size"
          options={COMPANY_SIZE_OPTIONS}
        />
      </FormField>
    </>
  );
}

/** The registered office's city and PIN code, which e-invoices need (decision 085): optional. */
function AddressPartFields({ form, fields }: Omit<SectionProps, 'isStar'>) {
  const { error } = fields;
  return (
    <>
      <FormField id="field-registered_city" label="City or town" error={error('registered_city')}>
        <input
          {...fieldAria('field-registered_city', error('registered_city'))}
          className={fieldStyles.input}
          type="text"
          autoComplete="address-level2"
          {...form.register('registered_city')}
        />
      </FormField>
      <FormField id="field-registered_pin" label="PIN code" error={error('registered_pin')}>
        <input
          {...fieldAria('field-registered_pin', error('registered_pin'))}
          className={fieldStyles.input}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.register('registered_pin')}
        />
      </FormField>
    </>
  );
}

/** The company: tax numbers, name, registered address and, for company tiers, its kind and size. */
export function CompanySection({ form, fields, isStar }: SectionProps) {
  const { error } = fields;
  const asks = useAsks();
  if (!COMPANY_FIELDS.some(asks)) return null;
  return (
    <>
      <h2 className={sectionStyles.title}>Company</h2>
      <div className={sectionStyles.grid}>
        <FormField
          id="field-gst_number"
          label="GST Number"
          required={!isStar}
          error={error('gst_number')}
          hint={isStar ? 'Optional for Star Membership.' : undefined}
        >
          <TaxNumberInput
            form={form}
            name="gst_number"
            error={error('gst_number')}
            maxLength={GST_NUMBER_MAX_LENGTH}
            hint={isStar}
          />
        </FormField>
        <FormField id="field-pan_number" label="PAN Number" required error={error('pan_number')}>
          <TaxNumberInput
            form={form}
            name="pan_number"
            error={error('pan_number')}
            maxLength={PAN_LENGTH}
          />
        </FormField>
        <FormField
          id="field-company_name"
          label="Company Name"
          required
          error={error('company_name')}
        >
          <input
            {...fieldAria('field-company_name', error('company_name'))}
            className={fieldStyles.input}
            type="text"
            autoComplete="organization"
            {...form.register('company_name')}
          />
        </FormField>
        <FormField
          id="field-registered_address"
          label="Registered Office Address"
          required
          error={error('registered_address')}
          className={fieldStyles.wide}
        >
          <textarea
            {...fieldAria('field-registered_address', error('registered_address'))}
            className={fieldStyles.input}
            rows={3}
            {...form.register('registered_address')}
          />
        </FormField>
        <AddressPartFields form={form} fields={fields} />
        {isStar ? null : <OrganisationFields form={form} fields={fields} />}
      </div>
    </>
  );
}
