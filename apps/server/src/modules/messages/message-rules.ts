// What staff may do with a message: codes are never resent (a resent code must be a new code), nor
// messages whose attachments were never stored, nor one still on its way.
import type { OutboxRow } from '../../adapters/messaging/outbox.repository';
import { isCodeKind, parsePayload } from '../../adapters/messaging/outbox';
import {
  ERASED_RECIPIENT,
  HIDDEN_TOKEN,
  hideLinkTokens,
} from '../../adapters/messaging/outbox-redaction';

export const MESSAGE_TEXTS = {
  notFound: 'There is no such message',
  code: 'A code cannot be resent: it expires. Ask the person to request a new code.',
  attachments: 'A message with attachments is sent again from the receipt or credit note.',
  inFlight: 'This message is still being sent. Wait for it to be sent or fail.',
  unknown: 'This message was sent before messages could be resent (it may hold a code).',
  resent: 'A new copy of the message is on its way.',
  erased: 'The person this message went to was erased.',
  linkGone:
    'The link in this message is no longer kept, so a copy could not be followed. Send a new one.',
} as const;

/** Why staff may not resend the message, or null. */
export function notResendableReason(row: OutboxRow): string | null {
  if (row.kind === null) return MESSAGE_TEXTS.unknown;
  if (isCodeKind(row.kind)) return MESSAGE_TEXTS.code;
  if (row.to === ERASED_RECIPIENT) return MESSAGE_TEXTS.erased;
  // Written before links were sealed (decision 053): its tokens were hidden, not kept.
  if (row.sealed === null && row.text.includes(`t=${HIDDEN_TOKEN}`)) return MESSAGE_TEXTS.linkGone;
  if (parsePayload(row.payload).attachments?.length) return MESSAGE_TEXTS.attachments;
  if (row.status === 'pending' || row.status === 'sending') return MESSAGE_TEXTS.inFlight;
  return null;
}

const CODE_LABELS: Readonly<Record<string, string>> = {
  verification_code: 'Verification code',
  login_code: 'Sign-in code',
  staff_login_code: 'Staff sign-in code',
};

/**
 * What staff see of a message (decision 053): a code message as its kind's name only, any other
 * with its links' tokens hidden (its stored text has them hidden already; this also covers a row
 * written before). Staff may resend a message, never copy what lets its recipient in.
 */
export function shownText(row: Pick<OutboxRow, 'kind' | 'text' | 'html'>): {
  text: string;
  html: string | null;
} {
  const base = row.kind?.replace(/_(sms|whatsapp|email)$/, '') ?? '';
  if (base.endsWith('_code'))
    return { text: `${CODE_LABELS[base] ?? 'Code'} (hidden)`, html: null };
  return {
    text: hideLinkTokens(row.text),
    html: row.html === null ? null : hideLinkTokens(row.html),
  };
}
