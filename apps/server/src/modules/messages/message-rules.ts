// What staff may do with a message: codes are never resent (a resent code must be a new code), nor
// messages whose attachments were never stored, nor one still on its way.
import type { OutboxRow } from '../../adapters/mail/outbox.repository';
import { isCodeKind, parsePayload } from '../../adapters/messaging/outbox';

export const MESSAGE_TEXTS = {
  notFound: 'There is no such message',
  code: 'A code cannot be resent: it expires. Ask the person to request a new code.',
  attachments: 'A message with attachments is sent again from the receipt or credit note.',
  inFlight: 'This message is still being sent. Wait for it to be sent or fail.',
  unknown: 'This message was sent before messages could be resent (it may hold a code).',
  resent: 'A new copy of the message is on its way.',
} as const;

/** Why staff may not resend the message, or null. */
export function notResendableReason(row: OutboxRow): string | null {
  if (row.kind === null) return MESSAGE_TEXTS.unknown;
  if (isCodeKind(row.kind)) return MESSAGE_TEXTS.code;
  if (parsePayload(row.payload).attachments?.length) return MESSAGE_TEXTS.attachments;
  if (row.status === 'pending' || row.status === 'sending') return MESSAGE_TEXTS.inFlight;
  return null;
}
