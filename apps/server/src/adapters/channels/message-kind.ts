// An outbox row's kind names its text message kind, with or without the channel after it
// ('rejected_sms' is 'rejected'): the kind picks the SMS's DLT template and the WhatsApp template.
import {
  ALL_TEXT_MESSAGE_KINDS,
  CODE_MESSAGE_KINDS,
  type TextMessageKind,
} from '@portico/domain/contracts/values';

export function textMessageKind(kind: string | null): TextMessageKind | null {
  if (kind === null) return null;
  const base = kind.replace(/_(sms|whatsapp|email)$/, '');
  return (ALL_TEXT_MESSAGE_KINDS as readonly string[]).includes(base)
    ? (base as TextMessageKind)
    : null;
}

export const isCodeKind = (kind: string | null): boolean => {
  const base = textMessageKind(kind);
  return base !== null && (CODE_MESSAGE_KINDS as readonly string[]).includes(base);
};
