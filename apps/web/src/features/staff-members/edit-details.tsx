import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MEMBER_RECORD_MESSAGES,
  type MemberRecord,
} from '@portico/domain/contracts/member-record.contract';
import { FileField } from '../../app/file-field';
import { applyServerErrors } from '../../app/staff/server-errors';
import { ErrorSummary } from '../../ui/error-summary';
import { InputField } from '../../ui/list/field';
import { useCloseCorrection, useEditMemberDetails } from './api/member-record';
import {
  changedOnlyResolver,
  DETAIL_FIELDS,
  detailsFormValues,
  type DetailsFormValues,
} from './edit-details-values';
import buttons from '../../ui/button.module.css';
import styles from './member-record.module.css';

type Props = {
  record: MemberRecord;
  /** The correction request this edit answers: saving closes it (the member is told). */
  requestId: number | null;
  onDone: (message: string) => void;
  onCancel: () => void;
};

const FIELD_NAMES = [...DETAIL_FIELDS.map((field) => field.name), 'pan_proof'];

/** "Change details": one form, the record's values filled in; only what changed is saved. */
export function EditDetails({ record, requestId, onDone, onCancel }: Props) {
  const initial = useMemo(() => detailsFormValues(record.details), [record.details]);
  const form = useForm<DetailsFormValues, unknown, Record<string, unknown>>({
    defaultValues: initial,
    resolver: changedOnlyResolver(initial),
  });
  const save = useEditMemberDetails(record.id);
  const close = useCloseCorrection(record.id);
  const { errors, submitCount, isSubmitting } = form.formState;
  const pan = useWatch({ control: form.control, name: 'pan_number' });
  const panProof = useWatch({ control: form.control, name: 'pan_proof' });
  const panChanged = pan.trim().toUpperCase() !== initial.pan_number;
  const submit = form.handleSubmit(async (input) => {
    if (Object.keys(input).length === 0) {
      return form.setError('root', {
        type: 'nothing',
        message: MEMBER_RECORD_MESSAGES.nothingChanged,
      });
    }
    try {
      const saved = await save.mutateAsync(input);
      if (requestId === null) return onDone(saved.message);
      await close.mutateAsync({ requestId, action: 'complete' });
      onDone(`${saved.message}. The request is closed and the member has been told.`);
    } catch (error) {
      const message = applyServerErrors(error, FIELD_NAMES, form.setError);
      if (message) form.setError('root', { type: 'server', message });
    }
  });
  const summary = [
    ...(errors.root?.message ? [{ message: errors.root.message }] : []),
    ...FIELD_NAMES.flatMap((name) => {
      const message = errors[name as keyof DetailsFormValues]?.message;
      return message ? [{ message, fieldId: `detail-${name}` }] : [];
    }),
  ];
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary items={summary} attempt={submitCount} />
      {DETAIL_FIELDS.map((field) => (
        <InputField
          key={field.name}
          id={`detail-${field.name}`}
          label={field.label}
          hint={'hint' in field ? field.hint : undefined}
          error={errors[field.name]?.message}
          autoComplete={'autoComplete' in field ? field.autoComplete : 'off'}
          type={'type' in field ? field.type : 'text'}
          {...form.register(field.name)}
        />
      ))}
      {panChanged ? (
        <FileField
          id="detail-pan_proof"
          field="pan_proof"
          label="New PAN card"
          value={panProof}
          onChange={(url) => form.setValue('pan_proof', url)}
          error={errors.pan_proof?.message}
          required
        />
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={isSubmitting}>
          {requestId === null ? 'Save changes' : 'Save changes and close the request'}
        </button>
        <button type="button" className={buttons.link} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
