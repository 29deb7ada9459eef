// What the staff create-or-edit forms share: saving through a mutation (a toast and onDone on
// success, the API's errors on the fields or above the buttons) and the buttons below the form.
import type { UseMutateAsyncFunction } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { toast } from '../toast';
import { applyServerErrors } from './server-errors';
import { SaveButton } from '../../ui/save-button';
import { AlertError } from '../../ui/field-parts';
import buttons from '../../ui/button.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

type SaveMutation<TInput> = {
  mutateAsync: UseMutateAsyncFunction<string, Error, { id: number | null; input: TInput }, unknown>;
};

/**
 * Saves the form's input as the record `id` (null creates one). `formError` is the message to show
 * above the buttons: the server's, when one of its errors names no field in `fields`.
 */
type FormSaveOptions<TValues extends FieldValues, TInput> = {
  save: SaveMutation<TInput>;
  id: number | null;
  fields: readonly string[];
  setError: UseFormSetError<TValues>;
  onDone: () => void;
  /** Told of every refused save, as of every failed check (an error summary takes focus again). */
  onFailed?: () => void;
  /** Shows the server's message itself (a banner that stays) instead of the 5-second toast. */
  onSaved?: (message: string) => void;
};

export function useFormSave<TValues extends FieldValues, TInput>({
  save,
  id,
  fields,
  setError,
  onDone,
  onFailed,
  onSaved,
}: FormSaveOptions<TValues, TInput>) {
  const [formError, setFormError] = useState('');
  /** `savedText`: what `onSaved` shows instead of the server's message (what this save changed). */
  async function saveSaying(input: TInput, savedText?: string) {
    setFormError('');
    // Awaited rather than through mutate's own callbacks: TanStack Query drops those once the
    // component that called mutate unmounts, and a save whose refetch brings a new version remounts
    // a form keyed by it (Settings), which lost the "saved" banner.
    let message: string;
    try {
      message = await save.mutateAsync({ id, input });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
      onFailed?.();
      return;
    }
    if (onSaved) onSaved(savedText ?? message);
    else toast.success(message);
    onDone();
  }
  const submitSaying = (input: TInput, savedText?: string) => void saveSaying(input, savedText);
  const submit = (input: TInput) => submitSaying(input);
  return { formError, submit, submitSaying };
}

/**
 * A create-or-edit form with its save: react-hook-form with the form's resolver and defaults, and
 * `useFormSave` putting the server's errors on its fields. `onSubmit` checks, then saves.
 */
export function useSavedForm<TValues extends FieldValues, TInput>({
  resolver,
  defaultValues,
  ...saving
}: {
  resolver: Resolver<TValues, unknown, TInput>;
  defaultValues: DefaultValues<TValues>;
} & Omit<FormSaveOptions<TValues, TInput>, 'setError'>) {
  const form = useForm<TValues, unknown, TInput>({ resolver, defaultValues });
  const { formError, submit } = useFormSave({ ...saving, setError: form.setError });
  return { form, formError, onSubmit: form.handleSubmit(submit) };
}

/**
 * The form's error message (if any), then its submit button (showing `savingLabel`, "Saving…" by
 * default, while it saves) and the button that leaves without saving ("Cancel" by default).
 */
export function FormFooter({
  formError,
  saving,
  submitLabel,
  savingLabel = 'Saving…',
  cancelLabel = 'Cancel',
  onCancel,
}: {
  formError: string;
  saving: boolean;
  submitLabel: string;
  savingLabel?: string;
  cancelLabel?: string;
  onCancel: () => void;
}) {
  return (
    <>
      <AlertError message={formError} />
      <div className={formLayout.actions}>
        <SaveButton saving={saving} label={submitLabel} savingLabel={savingLabel} />
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}
