// What an outgoing message tells the outbox besides its text, the same for an email and an SMS: what
// and whose it is, the values to mask, and what a failed first attempt means.

export type OutgoingMessage = {
  /**
   * Values such as a one-time code: masked in the stored copy once sent (production, where nothing
   * reads the outbox back), so the database never keeps a code in clear.
   */
  secrets?: readonly string[];
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
