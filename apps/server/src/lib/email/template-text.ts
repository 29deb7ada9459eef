// A message's wording: the admin's template (settings/template-source.ts reads it) or the default text.
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { templateDefinition } from '@portico/domain/message-templates';

export type TemplateText = { subject: string | null; body: string };

export function defaultTemplateText(kind: MessageTemplateKind): TemplateText {
  const definition = templateDefinition(kind);
  return { subject: definition.defaultSubject, body: definition.defaultBody };
}
