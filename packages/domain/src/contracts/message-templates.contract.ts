// The message templates of the back office's Settings (admin only): GET /api/staff/settings/templates,
// PUT and DELETE (reset to the default) /api/staff/settings/templates/:kind, and POST
// /api/staff/settings/templates/:kind/preview. Split from settings.contract.ts, which re-exports it.
import { z } from 'zod';
import {
  MAX_SMS_BODY,
  MAX_TEMPLATE_BODY,
  MAX_TEMPLATE_SUBJECT,
  templateDefinition,
  templateError,
} from '../message-templates';
import { dataResponse, savedResponse } from './common';
import { registerRequestContracts } from './request-contract';
import { MESSAGE_TEMPLATE_KINDS } from './values';

export const templateKindParams = z.object({
  kind: z.enum(MESSAGE_TEMPLATE_KINDS, { error: 'There is no message template of that kind' }),
});

export const messageTemplate = z.object({
  kind: z.enum(MESSAGE_TEMPLATE_KINDS),
  channel: z.enum(['email', 'sms']),
  label: z.string(),
  variables: z.array(z.object({ name: z.string(), description: z.string(), sample: z.string() })),
  subject: z.string().nullable(),
  body: z.string(),
  default_subject: z.string().nullable(),
  default_body: z.string(),
  /** True while the default text is used (never edited, or reset). */
  is_default: z.boolean(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

export const templateListResponse = dataResponse(z.array(messageTemplate));
export const templateSavedResponse = savedResponse(messageTemplate);

export const TEMPLATE_MESSAGES = {
  subject: 'Enter a subject',
  body: 'Enter the message',
} as const;

const templateText = {
  subject: z
    .string({ error: TEMPLATE_MESSAGES.subject })
    .max(MAX_TEMPLATE_SUBJECT, `The subject must be at most ${MAX_TEMPLATE_SUBJECT} characters`)
    .nullable(),
  body: z
    .string({ error: TEMPLATE_MESSAGES.body })
    .max(MAX_TEMPLATE_BODY, `The message must be at most ${MAX_TEMPLATE_BODY} characters`),
};

/**
 * A template's subject and body checked for its kind: an email needs a subject (one line), an SMS
 * has none and is short; every `{{variable}}` must be one the kind offers.
 */
export function checkTemplateText(
  kind: (typeof MESSAGE_TEMPLATE_KINDS)[number],
  value: { subject: string | null; body: string },
  ctx: z.RefinementCtx,
): void {
  const definition = templateDefinition(kind);
  if (value.body.trim() === '') {
    ctx.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.body, path: ['body'] });
  }
  if (definition.channel === 'email' && !value.subject?.trim()) {
    ctx.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.subject, path: ['subject'] });
  }
  if (value.subject && /[\r\n]/.test(value.subject)) {
    ctx.addIssue({ code: 'custom', message: 'The subject must be one line', path: ['subject'] });
  }
  if (definition.channel === 'sms' && value.body.length > MAX_SMS_BODY) {
    ctx.addIssue({
      code: 'custom',
      message: `An SMS must be at most ${MAX_SMS_BODY} characters`,
      path: ['body'],
    });
  }
  const error = templateError(kind, value.subject, value.body);
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['body'] });
}

/** Kind-specific checks run in the service (the kind is in the path); these are the shapes. */
export const templateSaveBody = z.object({
  ...templateText,
  version: z.number({ error: 'version must be a whole number' }).int().min(0),
});
export type TemplateSaveBody = z.infer<typeof templateSaveBody>;

export const templatePreviewBody = z.object(templateText);

export const templatePreview = z.object({
  subject: z.string().nullable(),
  text: z.string(),
  /** null for an SMS. */
  html: z.string().nullable(),
});
export type TemplatePreview = z.infer<typeof templatePreview>;
export const templatePreviewResponse = dataResponse(templatePreview);

registerRequestContracts({ templateSaveBody, templatePreviewBody });
