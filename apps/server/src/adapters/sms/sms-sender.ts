// Outgoing SMS. Every message is recorded in the outbox table; with SMS_GATEWAY_URL set it is also
// POSTed to that gateway as JSON {to, text}, and the row records the outcome.
import type { Database } from '../../db/client';
import { describeError, redact } from '../mail/mail-sender';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from '../mail/outbox.repository';

export type SmsMessage = {
  /** Digits only. */
  to: string;
  text: string;
  /** Masked in the stored copy when the sender redacts (see MailMessage.secrets). */
  secrets?: readonly string[];
};

export interface SmsSender {
  /** Resolves once recorded (and accepted by the gateway); rejects with SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The SMS could not be delivered', options);
    this.name = 'SmsDeliveryError';
  }
}

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

export type SmsSenderOptions = {
  db: Database;
  /** Unset: the outbox is the delivery (development, tests). */
  gatewayUrl?: string | undefined;
  now?: () => Date;
  redactSecrets?: boolean;
  timeoutMs?: number;
};

export function createSmsSender(options: SmsSenderOptions): SmsSender {
  const { db, gatewayUrl } = options;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS;

  return {
    async send(message) {
      const id = await insertOutboxMessage(db, {
        channel: 'sms',
        to: message.to,
        subject: null,
        text: options.redactSecrets ? redact(message.text, message.secrets) : message.text,
        html: null,
        createdAt: now(),
        sentAt: gatewayUrl ? null : now(),
      });
      if (!gatewayUrl) return;
      try {
        const response = await fetch(gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The body is not needed; reading it frees the connection.
        await response.arrayBuffer().catch(() => undefined);
        if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
      } catch (error) {
        await markOutboxFailed(db, id, describeError(error));
        throw new SmsDeliveryError({ cause: error });
      }
      await markOutboxSent(db, id, now());
    },
  };
}
