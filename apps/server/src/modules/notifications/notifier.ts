// The pipeline's messages, written to the outbox in the transaction of the change they report
// (issue #16): committed with it, rolled back with it. `kick()` once the transaction has committed
// wakes the outbox's worker in this process; any process's worker delivers them otherwise.
import type { TextMessageKind } from '@portico/domain/contracts/values';
import type { OutboxMessage } from '../../adapters/messaging/outbox';
import type { Executor } from '../../db/client';
import { whatsappPayload } from './channel-choice';
import type { EmailContent } from './templates';

/** Whose messages they are: shown on the applicant's or member's page. */
export type Recipient = { applicationId?: number; memberId?: number };

export type BoundNotifier = {
  /**
   * `eraseRecipient`: the person is being erased in this transaction; the stored row names neither
   * them nor what it said, and is sent from its sealed copy (decision 053).
   */
  email(
    to: string,
    content: EmailContent,
    kind: string,
    options?: { eraseRecipient?: boolean },
  ): Promise<void>;
  /**
   * A text message to a mobile number: on WhatsApp, its utility template filled from `values`, when
   * WhatsApp is configured (the applicant's mobile is the WhatsApp number they verified); else by
   * SMS, `text` being the SMS (kept on a WhatsApp row too: the messages list and dev outbox show it).
   */
  text(to: string, message: TextMessage): Promise<void>;
};

export type TextMessage = {
  kind: TextMessageKind;
  text: string;
  /** The WhatsApp template's parameters by name (WHATSAPP_PARAMETERS). */
  values: Readonly<Record<string, string>>;
};

export type Notifier = {
  /** Writes messages in `tx`, as about `about`. */
  within(tx: Executor, about: Recipient): BoundNotifier;
  /** Call after the transaction committed. */
  kick(): void;
};

type Enqueue = (tx: Executor, message: OutboxMessage) => Promise<unknown>;

export function createNotifier(deps: {
  enqueue: Enqueue;
  kick: () => void;
  whatsappConfigured?: boolean;
}): Notifier {
  return {
    within(tx, about) {
      return {
        async email(to, content, kind, options) {
          if (!to) return;
          const erase = options?.eraseRecipient ? { eraseRecipient: true } : {};
          const { fromName, headers, ...parts } = content;
          // The From's name (and any headers) travel in the payload, as MailSender sends them.
          const payload = { fromName, ...(headers ? { headers } : {}) };
          await deps.enqueue(tx, {
            channel: 'email',
            to,
            ...parts,
            payload,
            kind,
            ...about,
            ...erase,
          });
        },
        async text(to, { kind, text, values }) {
          const digits = to.replace(/\D/g, '');
          if (!digits) return;
          const channel = deps.whatsappConfigured ? 'whatsapp' : 'sms';
          await deps.enqueue(tx, {
            channel,
            to: digits,
            text,
            kind: `${kind}_${channel}`,
            ...(channel === 'whatsapp' ? { payload: whatsappPayload(kind, values) } : {}),
            ...about,
          });
        },
      };
    },
    kick: deps.kick,
  };
}
