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
  savedSettingsMessage,
  fieldId,
  ledgerFieldId,
  type AssociationFormValues,
} from './association-form-values';

type Checked = z.output<typeof associationSettingsForm>;

/** What the settings panel is told of a save: it starts (the last banner goes), it is done. */
export type SaveNotices = { onSaving: () => void; onSaved: (message: string) => void };

/** The settings form: its fields, their errors (and the summary of them), and the save. */
export function useAssociationForm(settings: AssociationSettings, notices: SaveNotices) {
  const save = useSaveAssociationSettings();
  const [attempt, setAttempt] = useState(0);
  const form = useForm<AssociationFormValues, unknown, Checked>({
    resolver: zodResolver(associationSettingsForm),
    defaultValues: associationFormValues(settings),
  });
  const failed = () => setAttempt((n) => n + 1);
  // The values last saved: the banner names the parts of the form a save changed from them.
  const [baseline, setBaseline] = useState(() => associationFormValues(settings));
  const { formError, submitSaying } = useFormSave<AssociationFormValues, AssociationSettingsBody>({
    save,
    id: null,
    fields: ASSOCIATION_FIELDS,
    setError: form.setError,
    onDone: () => {
      const values = form.getValues();
      setBaseline(values);
      form.reset(values);
    },
    onFailed: failed,
    onSaved: notices.onSaved,
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
    // A refusal that names no field (a newer version saved elsewhere) is a problem like the rest.
    ...(formError ? [{ message: formError }] : []),
  ];
  return {
    register: form.register,
    error,
    registerLedger: (key: TallyLedgerKey) => form.register(`tally_ledgers.${key}`),
    ledgerError,
    summary,
    attempt,
    onSubmit: form.handleSubmit((checked) => {
      notices.onSaving();
      submitSaying(
        { ...checked, version: settings.version },
        savedSettingsMessage(baseline, form.getValues()),
      );
    }, failed),
    saving: save.isPending,
  };
}

export type AssociationFormState = ReturnType<typeof useAssociationForm>;
