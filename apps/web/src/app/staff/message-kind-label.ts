import { MESSAGE_TEMPLATE_KINDS, type MessageTemplateKind } from '@portico/domain/contracts/values';
import { templateDefinition } from '@portico/domain/message-templates';

const isTemplateKind = (kind: string): kind is MessageTemplateKind =>
  (MESSAGE_TEMPLATE_KINDS as readonly string[]).includes(kind);

/**
 * A message's kind as Settings names its text ("Approved, please pay (SMS to the applicant)"), not
 * its key. A WhatsApp message uses its SMS text's name; a kind with no template reads as words.
 */
export function messageKindLabel(kind: string): string {
  if (isTemplateKind(kind)) return templateDefinition(kind).label;
  const sms = kind.replace(/_whatsapp$/, '_sms');
  if (sms !== kind && isTemplateKind(sms)) {
    return templateDefinition(sms).label.replace(/\(SMS to ([^;)]*)[^)]*\)/, '(WhatsApp to $1)');
  }
  const words = kind.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
