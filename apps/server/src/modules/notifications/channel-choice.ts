// Which channel carries a message to a mobile number (issue #16), for the outbox's enqueue call sites.
// Codes: WhatsApp when it is configured and the number is the one the applicant gave as their WhatsApp
// number (the WhatsApp transport falls back to SMS at once if WhatsApp cannot take it: see
// adapters/messaging/code-fallback-transport.ts); SMS otherwise. Reminders: the member's choice of
// email and/or WhatsApp, with SMS standing in for WhatsApp while WhatsApp is not configured.
import type { TextMessageKind } from '@portico/domain/contracts/values';
import { internationalMobile } from '../../adapters/channels/mobile-number';
import type { SmsMessage } from '../../adapters/messaging/sms-sender';
import { WHATSAPP_PARAMETERS } from '../../adapters/whatsapp/whatsapp-templates';

export type TextChannel = 'whatsapp' | 'sms';
export type ReminderChannel = 'email' | TextChannel;

/** Two spellings of one number compare equal (98123 45678, +91 9812345678). */
const normalizeMobile = internationalMobile;

export function codeChannel(options: {
  whatsappConfigured: boolean;
  /** Where the code goes. */
  to: string;
  /** The number the applicant (or member) gave as their WhatsApp number, if any. */
  whatsappNumber: string | null;
}): TextChannel {
  const { whatsappConfigured, to, whatsappNumber } = options;
  if (!whatsappConfigured || !whatsappNumber) return 'sms';
  return normalizeMobile(to) === normalizeMobile(whatsappNumber) ? 'whatsapp' : 'sms';
}

export type ReminderPreference = { email: boolean; whatsapp: boolean };

export function reminderChannels(
  preference: ReminderPreference,
  options: { whatsappConfigured: boolean; hasMobile: boolean },
): ReminderChannel[] {
  const channels: ReminderChannel[] = [];
  if (preference.email) channels.push('email');
  if (preference.whatsapp && options.hasMobile) {
    channels.push(options.whatsappConfigured ? 'whatsapp' : 'sms');
  }
  // A reminder is never dropped altogether: with no channel left it goes by email.
  return channels.length > 0 ? channels : ['email'];
}

/**
 * The outbox row's payload for a WhatsApp message: the template's values by name (checked against the
 * kind's list here, so a call site that forgets one fails in its tests, not at Meta).
 */
export function whatsappPayload(
  kind: TextMessageKind,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const missing = WHATSAPP_PARAMETERS[kind].filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`The ${kind} WhatsApp payload lacks ${missing.join(', ')}`);
  }
  return Object.fromEntries(WHATSAPP_PARAMETERS[kind].map((name) => [name, values[name] ?? '']));
}

/**
 * A text to a member that may wait for a retry: on WhatsApp (the kind's template, its values checked)
 * when `onWhatsapp`, else by SMS. The text is kept on a WhatsApp row too: the dev outbox and the
 * messages list show it.
 */
export function memberTextMessage(options: {
  kind: TextMessageKind;
  to: string;
  text: string;
  memberId: number;
  onWhatsapp: boolean;
  values: Readonly<Record<string, string>>;
}): SmsMessage {
  const { kind, onWhatsapp, values, ...message } = options;
  return {
    ...message,
    deliverLater: true,
    ...(onWhatsapp
      ? { channel: 'whatsapp', kind: `${kind}_whatsapp`, payload: whatsappPayload(kind, values) }
      : { kind: `${kind}_sms` }),
  };
}

/**
 * The outbox row for a one-time code to a mobile number: on WhatsApp (the authentication template,
 * the code as its parameter) when codeChannel says so, else SMS (its DLT template by kind). The text
 * is kept either way: the SMS fallback and the dev outbox read it.
 */
export function codeMessage(options: {
  whatsappConfigured: boolean;
  to: string;
  whatsappNumber: string | null;
  kind: 'verification_code' | 'login_code';
  code: string;
  text: string;
}): { channel: TextChannel; to: string; text: string; kind: string; payload: { code: string } } {
  return {
    channel: codeChannel(options),
    to: options.to,
    text: options.text,
    kind: options.kind,
    payload: { code: options.code },
  };
}
