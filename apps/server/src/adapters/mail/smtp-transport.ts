// Email through SMTP (nodemailer), as the outbox's transport for the email channel. The Message-ID
// is derived from the outbox row, so a copy sent again after a process died mid-send carries the
// same id (mail systems and clients fold such duplicates).
import nodemailer from 'nodemailer';
import { DeliveryError, type ChannelTransport } from '../channels/transport';

/** Short timeouts: a user may wait on a code (nodemailer's defaults run to minutes). */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const;

export function createSmtpTransport(options: { smtpUrl: string; from: string }): ChannelTransport {
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    channel: 'email',
    async deliver(message) {
      try {
        const info = (await transporter.sendMail({
          from: fromOf(options.from, message.payload),
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html === null ? {} : { html: message.html }),
          ...(message.attachments ? { attachments: [...message.attachments] } : {}),
          ...headersOf(message.payload),
          messageId: `<outbox-${message.id}@portico>`,
        })) as { messageId?: string };
        return info.messageId ? { providerMessageId: info.messageId } : {};
      } catch (error) {
        throw new DeliveryError(smtpErrorText(error), {
          permanent: isPermanent(error),
          cause: error,
        });
      }
    },
  };
}

/**
 * MAIL_FROM's address under the association's name the email was built with (its payload's
 * `fromName`), so a rename in Settings shows in the next email's From; else MAIL_FROM as it is.
 */
function fromOf(mailFrom: string, payload: unknown): string | { name: string; address: string } {
  const name = (payload as { fromName?: unknown } | null)?.fromName;
  if (typeof name !== 'string' || name.trim() === '') return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: name.trim(), address };
}

/** The extra headers an email carries in its payload (List-Unsubscribe on reminders). */
function headersOf(payload: unknown): { headers?: Record<string, string> } {
  const headers = (payload as { headers?: unknown } | null)?.headers;
  if (typeof headers !== 'object' || headers === null) return {};
  const entries = Object.entries(headers).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? { headers: Object.fromEntries(entries) } : {};
}

/** A 5xx reply (mailbox unknown, refused) cannot be helped by trying again; 4xx and network can. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function smtpErrorText(error: unknown): string {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number'
    ? `The mail server refused the message (SMTP ${code})`
    : 'The mail server could not be reached';
}
