// Outgoing email. Every message is recorded in the outbox table (the dev outbox reads codes and links
// from it); with SMTP_URL set it is also delivered through nodemailer, and the row records the outcome.
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from './outbox.repository';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values such as a one-time code: masked in the stored copy when the sender redacts (production,
   * where nothing reads the outbox back), so the database never holds a live code in clear.
   */
  secrets?: readonly string[];
  /** Files sent along (a receipt PDF); the outbox keeps only their names. */
  attachments?: readonly MailAttachment[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export interface MailSender {
  /** Resolves once recorded (and delivered, with SMTP); rejects with MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** Delivery failed. The message is safe to log; the transport's own error is the `cause`. */
export class MailDeliveryError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The email could not be delivered', options);
    this.name = 'MailDeliveryError';
  }
}

/** Hands one message to a real mail system. */
export type MailTransport = (message: {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}) => Promise<void>;

/** Short timeouts: a user waits on the response (nodemailer's defaults run to minutes). */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const;

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return async (message) => {
    await transporter.sendMail(message);
  };
}

export type MailSenderOptions = {
  db: Database;
  /** Unset: the outbox is the delivery (development, tests). */
  smtpUrl?: string | undefined;
  from: string;
  now?: () => Date;
  redactSecrets?: boolean;
  /** Replaces the SMTP transport (tests). */
  transport?: MailTransport;
};

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, from } = options;
  const now = options.now ?? (() => new Date());
  const transport =
    options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined);
  const stored = (value: string, secrets: readonly string[] | undefined) =>
    options.redactSecrets ? redact(value, secrets) : value;

  return {
    async send(message) {
      const id = await insertOutboxMessage(db, {
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: stored(withAttachmentNames(message), message.secrets),
        html: message.html === undefined ? null : stored(message.html, message.secrets),
        createdAt: now(),
        sentAt: transport ? null : now(),
      });
      if (!transport) return;
      try {
        await transport({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.attachments ? { attachments: [...message.attachments] } : {}),
        });
      } catch (error) {
        await markOutboxFailed(db, id, describeError(error));
        throw new MailDeliveryError({ cause: error });
      }
      await markOutboxSent(db, id, now());
    },
  };
}

/** The stored copy names the attachments under the text (the bytes are not kept). */
function withAttachmentNames(message: MailMessage): string {
  if (!message.attachments?.length) return message.text;
  const names = message.attachments.map((attachment) => attachment.filename).join(', ');
  return `${message.text}\n\nAttached: ${names}`;
}

export function redact(value: string, secrets: readonly string[] | undefined): string {
  let result = value;
  for (const secret of secrets ?? []) {
    if (secret) result = result.split(secret).join('*'.repeat(secret.length));
  }
  return result;
}

/** What the outbox row keeps about a failure (for operators; never sent to a client). */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}
