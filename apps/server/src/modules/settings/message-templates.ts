// The admin's message templates: the list with each kind's variables and default, a save (checked for
// the kind: unknown variables refused), a reset to the default, and a preview with sample values.
// Saves and resets are audited with the wording before and after.
import {
  checkTemplateText,
  SETTINGS_MESSAGES,
  type MessageTemplate,
  type TemplatePreview,
  type TemplateSaveBody,
} from '@portico/domain/contracts/settings.contract';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import {
  MESSAGE_TEMPLATE_DEFINITIONS,
  sampleValues,
  templateDefinition,
} from '@portico/domain/message-templates';
import { z } from 'zod';
import { BadRequestError, ConflictError } from '../../errors';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import { buildEmail } from '../../lib/email/build-email';
import { emailBrand } from '../../lib/email/email-brand';
import { renderSms } from '../../lib/email/render-message';
import { associationSource } from './association-source';
import type { SettingsDeps } from './association-settings';
import { defaultTemplateText, type TemplateText } from './template-source';
import {
  deleteMessageTemplate,
  findMessageTemplate,
  findMessageTemplates,
  writeMessageTemplate,
  type MessageTemplateRow,
} from './settings.repository';

function templateView(kind: MessageTemplateKind, row: MessageTemplateRow | undefined) {
  const definition = templateDefinition(kind);
  return {
    kind,
    channel: definition.channel,
    label: definition.label,
    variables: definition.variables.map(({ name, description, sample }) => ({
      name,
      description,
      sample,
    })),
    subject: row ? row.subject : definition.defaultSubject,
    body: row ? row.body : definition.defaultBody,
    default_subject: definition.defaultSubject,
    default_body: definition.defaultBody,
    is_default: row === undefined,
    version: row?.version ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
  } satisfies MessageTemplate;
}

export async function listMessageTemplates(deps: SettingsDeps): Promise<MessageTemplate[]> {
  const rows = new Map((await findMessageTemplates(deps.db)).map((row) => [row.kind, row]));
  return MESSAGE_TEMPLATE_DEFINITIONS.map(({ kind }) => templateView(kind, rows.get(kind)));
}

/** The kind's checks (subject, length, variables) as a 400 naming the field. */
function checkedText(kind: MessageTemplateKind, input: TemplateText): TemplateText {
  const text = {
    subject: templateDefinition(kind).channel === 'sms' ? null : (input.subject ?? '').trim(),
    body: input.body.replace(/\r\n?/g, '\n').trim(),
  };
  const result = z
    .object({ subject: z.string().nullable(), body: z.string() })
    .superRefine((value, ctx) => checkTemplateText(kind, value, ctx))
    .safeParse(text);
  if (!result.success) {
    const errors = Object.fromEntries(
      result.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]),
    );
    throw new BadRequestError(result.error.issues[0]?.message ?? 'Invalid template', errors);
  }
  return text;
}

const wordingOf = (text: TemplateText) => ({ subject: text.subject, body: text.body });

export async function saveMessageTemplate(
  deps: SettingsDeps,
  principal: StaffPrincipal,
  kind: MessageTemplateKind,
  body: TemplateSaveBody,
): Promise<MessageTemplate> {
  const text = checkedText(kind, body);
  return deps.db.transaction(async (tx) => {
    const current = await findMessageTemplate(tx, kind, true);
    if (body.version !== (current?.version ?? 0)) throw new ConflictError(SETTINGS_MESSAGES.stale);
    const row = {
      kind,
      ...text,
      version: (current?.version ?? 0) + 1,
      updatedAt: deps.now(),
      updatedBy: principal.staffId,
    };
    if (!(await writeMessageTemplate(tx, row, current === undefined))) {
      throw new ConflictError(SETTINGS_MESSAGES.stale);
    }
    await auditChange(tx, principal, {
      action: 'settings.template_updated',
      entity: 'message_template',
      entityId: kind,
      before: wordingOf(current ?? defaultTemplateText(kind)),
      after: wordingOf(text),
    });
    return templateView(kind, row);
  });
}

/** Back to the default text: the row goes, so a later change of the default applies again. */
export async function resetMessageTemplate(
  deps: SettingsDeps,
  principal: StaffPrincipal,
  kind: MessageTemplateKind,
): Promise<MessageTemplate> {
  return deps.db.transaction(async (tx) => {
    const current = await findMessageTemplate(tx, kind, true);
    if (current) {
      await deleteMessageTemplate(tx, kind);
      await auditChange(tx, principal, {
        action: 'settings.template_reset',
        entity: 'message_template',
        entityId: kind,
        before: wordingOf(current),
        after: wordingOf(defaultTemplateText(kind)),
      });
    }
    return templateView(kind, undefined);
  });
}

/**
 * The message as it would be sent with the kind's sample values (nothing is saved): an email as
 * buildEmail makes it, with the association as saved now.
 */
export async function previewMessageTemplate(
  deps: SettingsDeps,
  kind: MessageTemplateKind,
  input: TemplateText,
): Promise<TemplatePreview> {
  const text = checkedText(kind, input);
  const values = sampleValues(kind);
  if (templateDefinition(kind).channel === 'sms') {
    return { subject: null, text: renderSms(text, values), html: null };
  }
  const association = await associationSource(deps.db, deps.defaults).current();
  const email = await buildEmail(kind, values, emailBrand(association, deps.publicUrl), {
    template: text,
    unsubscribeUrl: undefined,
  });
  return { subject: email.subject, text: email.text, html: email.html };
}
