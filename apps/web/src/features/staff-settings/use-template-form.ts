import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { checkTemplateText } from '@portico/domain/contracts/settings.contract';
import { fillTemplate, sampleValues } from '@portico/domain/message-templates';
import { useFormSave } from '../../app/staff/form-save';
import { errorMessage } from '../../app/api-client';
import type { ErrorSummaryItem } from '../../ui/error-summary';
import {
  useResetMessageTemplate,
  useSaveMessageTemplate,
  type MessageTemplate,
  type TemplateInput,
} from './api/message-templates';
import { useEmailPreview } from './use-email-preview';
import type { SaveNotices } from './use-association-form';

export type TemplateFormValues = { subject: string; body: string };
const FIELDS = ['subject', 'body'] as const;
export const templateFieldId = (name: (typeof FIELDS)[number]) => `template-${name}`;

function templateSchema(template: MessageTemplate) {
  return z
    .object({ subject: z.string(), body: z.string() })
    .transform((value) => ({
      subject: template.channel === 'sms' ? null : value.subject.trim(),
      body: value.body.trim(),
    }))
    .superRefine((value, ctx) => checkTemplateText(template.kind, value, ctx));
}

/** A template's form: subject and body, their errors, the live preview, save and reset. */
export function useTemplateForm(template: MessageTemplate, notices: SaveNotices) {
  const save = useSaveMessageTemplate(template.kind);
  const reset = useResetMessageTemplate(template.kind);
  const [attempt, setAttempt] = useState(0);
  const [resetError, setResetError] = useState('');
  const form = useForm<TemplateFormValues, unknown, { subject: string | null; body: string }>({
    resolver: zodResolver(templateSchema(template)),
    defaultValues: { subject: template.subject ?? '', body: template.body },
  });
  const failed = () => setAttempt((n) => n + 1);
  const { formError, submit } = useFormSave<TemplateFormValues, TemplateInput>({
    save,
    id: null,
    fields: FIELDS,
    setError: form.setError,
    onDone: () => undefined,
    onFailed: failed,
    onSaved: () => notices.onSaved(`“${template.label}” saved. Messages sent from now on use it.`),
  });
  const error = (name: keyof TemplateFormValues) => form.formState.errors[name]?.message;
  const refusal = formError || resetError;
  const summary: ErrorSummaryItem[] = [
    ...FIELDS.flatMap((name) => {
      const message = error(name);
      return message ? [{ message, fieldId: templateFieldId(name) }] : [];
    }),
    ...(refusal ? [{ message: refusal }] : []),
  ];
  const samples = sampleValues(template.kind);
  const [subject = '', body = ''] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const html = useEmailPreview(template.kind, subject, body, template.channel === 'email');
  return {
    register: form.register,
    error,
    summary,
    attempt,
    preview: {
      subject: template.channel === 'sms' ? null : fillTemplate(subject, samples),
      body: fillTemplate(body, samples),
      html,
    },
    onSubmit: form.handleSubmit((text) => {
      notices.onSaving();
      submit({ ...text, version: template.version });
    }, failed),
    onReset: () => {
      setResetError('');
      notices.onSaving();
      reset.mutate(undefined, {
        onSuccess: () => notices.onSaved(`“${template.label}” is back to the default text.`),
        onError: (failure) => {
          setResetError(errorMessage(failure));
          failed();
        },
      });
    },
    saving: save.isPending || reset.isPending,
  };
}

export type TemplateFormState = ReturnType<typeof useTemplateForm>;
