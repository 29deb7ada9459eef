// Outgoing email: the message and the sender every module is handed. The sender writes it to the
// outbox (createMailSender, in outbox-service.ts, issue #16), which delivers it at once through its
// transport (SMTP); one not delivered now is retried by the outbox's worker. Without SMTP_URL the
// outbox is the delivery (the dev outbox reads codes and links from it).
import type { OutgoingMessage } from './outgoing-message';

export type MailMessage = OutgoingMessage & {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent along (a receipt PDF); the outbox keeps only their names. */
  attachments?: readonly MailAttachment[];
  /** Extra headers (List-Unsubscribe on reminders), as buildEmail returns them. */
  headers?: Readonly<Record<string, string>>;
  /** The From's name (the association's, as buildEmail returns it); else MAIL_FROM's. */
  fromName?: string;
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export interface MailSender {
  /**
   * Resolves once recorded and delivered (or recorded, without SMTP); rejects with MailDeliveryError
   * when it was not delivered now (the outbox still retries it, but one with attachments).
   */
  send(message: MailMessage): Promise<void>;
}

/** Delivery failed. The message is safe to log; the transport's own error is the `cause`. */
export class MailDeliveryError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The email could not be delivered', options);
    this.name = 'MailDeliveryError';
  }
}
