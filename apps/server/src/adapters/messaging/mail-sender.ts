// Outgoing email: the message and the sender every module is handed. The sender writes it to the
// outbox (createMailSender, in outbox-service.ts, issue #16), which delivers it at once through its
// transport (SMTP); one not delivered now is retried by the outbox's worker. Without SMTP_URL the
// outbox is the delivery (the dev outbox reads codes and links from it).

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values such as a one-time code: masked in the stored copy once sent (production, where nothing
   * reads the outbox back), so the database never keeps a code in clear.
   */
  secrets?: readonly string[];
  /** Files sent along (a receipt PDF); the outbox keeps only their names. */
  attachments?: readonly MailAttachment[];
  /** Extra headers (List-Unsubscribe on reminders), as buildEmail returns them. */
  headers?: Readonly<Record<string, string>>;
  /** The From's name (the association's, as buildEmail returns it); else MAIL_FROM's. */
  fromName?: string;
  /** What the message is ('login_code', 'receipt_email', …) and whose, for the staff screens. */
  kind?: string;
  applicationId?: number;
  memberId?: number;
  /**
   * Resolve once it is safely queued, though this first attempt failed: the outbox retries it (no
   * caller should send it again). Rejects then only when it can never be delivered.
   */
  deliverLater?: boolean;
  /**
   * Tried in this request only: a failure now fails the message, never retried (a code its caller
   * drops when this attempt fails, which must not arrive later, dead).
   */
  onlyNow?: boolean;
  /** Not worth sending after this (a code): a retry after it fails the message instead. */
  expiresAt?: Date;
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
