import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFooter, useFormSave } from '../../app/staff/form-save';
import { InputField } from '../../ui/list/field';
import { DateInputControl, withDateInputs } from '../../ui/date-input-control';
import { useRecordTdsCertificate, type TdsItem } from './api/tds';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

const FIELDS = ['number', 'date'] as const;

const certificateSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'Enter the certificate number')
    .max(50, 'The certificate number must be 50 characters or fewer'),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the certificate'),
});
type CertificateValues = z.input<typeof certificateSchema>;

/** The member's TDS certificate (Form 16A) for one deduction: its number and date. */
export function TdsCertificateForm({ item, onDone }: { item: TdsItem; onDone: () => void }) {
  const save = useRecordTdsCertificate();
  const form = useForm<CertificateValues>({
    resolver: withDateInputs(zodResolver(certificateSchema), { date: 'Certificate date' }),
    defaultValues: { number: '', date: '' },
  });
  const { formError, submit } = useFormSave({
    save,
    id: item.id,
    fields: FIELDS,
    setError: form.setError,
    onDone,
  });
  const error = (name: (typeof FIELDS)[number]) => form.formState.errors[name]?.message;
  const id = (name: string) => `tds-${item.id}-${name}`;
  return (
    <form
      className={formLayout.form}
      noValidate
      aria-label={`TDS certificate for order ${item.unique_order_id}`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <InputField
        id={id('number')}
        label="Certificate number"
        required
        error={error('number')}
        className={`${fieldStyles.input} ${fieldStyles.narrow}`}
        autoComplete="off"
        {...form.register('number')}
      />
      <DateInputControl
        control={form.control}
        name="date"
        id={id('date')}
        label="Certificate date"
        required
        error={error('date')}
      />
      <FormFooter
        formError={formError}
        saving={save.isPending}
        submitLabel="Record certificate"
        onCancel={onDone}
      />
    </form>
  );
}
