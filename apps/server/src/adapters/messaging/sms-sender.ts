// Outgoing SMS, through the outbox (issue #16): written there and delivered by the SMS transport at
// once; one not delivered now is retried by the outbox's worker. Without a gateway the outbox is the
// delivery.
import type { OutgoingMessage } from './outgoing-message';
import type { Outbox } from './outbox-service';

export type SmsMessage = OutgoingMessage & {
  /** Digits only. */
  to: string;
  text: string;
  /** 'whatsapp' for a template message on WhatsApp (a code: SMS is its fallback); SMS else. */
  channel?: 'sms' | 'whatsapp';
  /** The template's values a WhatsApp message carries (a code: `{ code }`). */
  payload?: unknown;
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

export function createSmsSender(outbox: Outbox): SmsSender {
  return {
    async send(message) {
      const { deliverLater, onlyNow, channel = 'sms', ...rest } = message;
      const outcome = await outbox.sendNow({ channel, ...rest }, { onlyNow });
      if (outcome === 'sent' || (deliverLater && outcome === 'retry')) return;
      throw new SmsDeliveryError({ cause: new Error(outcome) });
    },
  };
}
