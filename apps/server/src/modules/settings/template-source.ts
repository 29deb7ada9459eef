// The wording of each email and SMS now: the admin's template, else the default text. Read from the
// database when a message is sent (one row by primary key), for the same reason as the association.
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import type { Executor } from '../../db/client';
import { defaultTemplateText, type TemplateText } from '../../lib/email/template-text';
import { findMessageTemplate } from './settings.repository';

export { defaultTemplateText, type TemplateText } from '../../lib/email/template-text';

export type TemplateSource = {
  textOf(kind: MessageTemplateKind): Promise<TemplateText>;
};

export function templateSource(db: Executor): TemplateSource {
  return {
    async textOf(kind) {
      const row = await findMessageTemplate(db, kind);
      return row ? { subject: row.subject, body: row.body } : defaultTemplateText(kind);
    },
  };
}
