// The wording of each email and SMS now: the admin's template, else the default text. Read from the
// database when a message is sent (one row by primary key), for the same reason as the association.
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { templateDefinition } from '@portico/domain/message-templates';
import type { Executor } from '../../db/client';
import { findMessageTemplate } from './settings.repository';

export type TemplateText = { subject: string | null; body: string };

export type TemplateSource = {
  textOf(kind: MessageTemplateKind): Promise<TemplateText>;
};

export function defaultTemplateText(kind: MessageTemplateKind): TemplateText {
  const definition = templateDefinition(kind);
  return { subject: definition.defaultSubject, body: definition.defaultBody };
}

export function templateSource(db: Executor): TemplateSource {
  return {
    async textOf(kind) {
      const row = await findMessageTemplate(db, kind);
      return row ? { subject: row.subject, body: row.body } : defaultTemplateText(kind);
    },
  };
}
