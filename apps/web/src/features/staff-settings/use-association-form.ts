import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { associationSettingsForm } from '@portico/domain/contracts/settings.contract';
import { TALLY_LEDGER_KEYS, type TallyLedgerKey } from '@portico/domain/tally';
import { useFormSave } from '../../app/staff/form-save';
import type { ErrorSummaryItem } from '../../ui/error-summary';
import {
  useSaveAssociationSettings,
  type AssociationSettings,
  type AssociationSettingsBody,
} from './api/association-settings';
import {
  ASSOCIATION_FIELDS,
  associationFormValues,
  fieldId,
  ledgerFieldId,
  type AssociationFormValues,
} from './association-form-values';

type Checked = z.output<typeof associationSettingsForm>;

/** The settings form: its fields, their errors (and the summary of them), and the save. */
export function useAssociationForm(settings: AssociationSettings) {
  const save = useSaveAssociationSettings();
  const [attempt, setAttempt] = useState(0);
  const form = useForm<AssociationFormValues, unknown, Checked>({
    resolver: zodResolver(associationSettingsForm),
    defaultValues: associationFormValues(settings),
  });
  const failed = () => setAttempt((n) => n + 1);
  const { formError, submit } = useFormSave<AssociationFormValues, AssociationSettingsBody>({
    save,
    id: null,
    fields: ASSOCIATION_FIELDS,
    setError: form.setError,
    onDone: () => form.reset(form.getValues()),
    onFailed: failed,
  });
  const error = (name: keyof AssociationFormValues) => form.formState.errors[name]?.message;
  const ledgerError = (key: TallyLedgerKey) => form.formState.errors.tally_ledgers?.[key]?.message;
  const summary: ErrorSummaryItem[] = [
    ...ASSOCIATION_FIELDS.flatMap((name) => {
      const message = error(name);
      return message ? [{ message, fieldId: fieldId(name) }] : [];
    }),
    ...TALLY_LEDGER_KEYS.flatMap((key) => {
      const message = ledgerError(key);
      return message ? [{ message, fieldId: ledgerFieldId(key) }] : [];
    }),
  ];
  return {
    register: form.register,
    error,
    registerLedger: (key: TallyLedgerKey) => form.register(`tally_ledgers.${key}`),
    ledgerError,
    summary,
    attempt,
    onSubmit: form.handleSubmit(
      (checked) => submit({ ...checked, version: settings.version }),
      failed,
    ),
    formError,
    saving: save.isPending,
  };
}

export type AssociationFormState = ReturnType<typeof useAssociationForm>;
