// The WhatsApp channel (issue #16): template messages through the WhatsApp Business Cloud API,
// POST {base}/{phone-number-id}/messages with the Bearer token (Meta's "Send messages" reference).
// A transport only talks to Meta: the outbox worker owns retries, and the webhook records the reports.
import type { TextMessageKind } from '@portico/domain/contracts/values';
import type { WhatsappConfig } from '../../config/messaging';
import { textMessageKind } from '../channels/message-kind';
import { internationalMobile } from '../channels/mobile-number';
import {
  DeliveryError,
  postToProvider,
  type ChannelTransport,
  type DeliveryReceipt,
  type OutgoingMessage,
} from '../channels/transport';
import { TemplateValuesError, templateMessageBody, templateValues } from './whatsapp-templates';

export const WHATSAPP_TIMEOUT_MS = 10_000;

/**
 * Meta's error codes after which the same request can never succeed: the number cannot get the
 * message (131026), the recipient is the sender or not allowed (131021, 131030), a parameter or the
 * template is wrong, paused or disabled (100, 131008, 131009, 131051, 132000–132016).
 */
const PERMANENT_CODES: ReadonlySet<number> = new Set([
  100, 131008, 131009, 131021, 131026, 131030, 131051, 132000, 132001, 132005, 132007, 132012,
  132015, 132016,
]);
/** Throttling and Meta's own faults: worth another try later (130429, 131048, 131056, 131000, 131016). */
const RETRYABLE_CODES: ReadonlySet<number> = new Set([130429, 131000, 131016, 131048, 131056]);

type MetaError = { code?: number; title?: string; message?: string; error_data?: unknown };

export type WhatsappTransportOptions = {
  config: WhatsappConfig;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export function createWhatsappTransport(options: WhatsappTransportOptions): ChannelTransport {
  const { config } = options;
  const timeoutMs = options.timeoutMs ?? WHATSAPP_TIMEOUT_MS;
  const send = options.fetch ?? fetch;
  const url = `${config.apiUrl}/${config.phoneNumberId}/messages`;

  return {
    channel: 'whatsapp',
    async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
      const response = await postToProvider(
        url,
        {
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(requestBody(config, message)),
          timeoutMs,
        },
        'WhatsApp did not answer in time',
        send,
      );
      const answer = await response.json().catch(() => null);
      if (!response.ok) throw refusal(response.status, answer);
      const id = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
      if (typeof id !== 'string') {
        throw new DeliveryError('WhatsApp answered without a message id', { cause: answer });
      }
      return { providerMessageId: id };
    },
  };
}

function requestBody(config: WhatsappConfig, message: OutgoingMessage) {
  const kind: TextMessageKind | null = textMessageKind(message.kind);
  if (kind === null) {
    throw new DeliveryError(
      `No WhatsApp template carries ${message.kind ?? 'a message without a kind'}`,
      {
        permanent: true,
      },
    );
  }
  const template = config.templates[kind];
  if (!template) {
    throw new DeliveryError(`No WhatsApp template is configured for ${kind}`, { permanent: true });
  }
  try {
    return templateMessageBody(
      internationalMobile(message.to),
      kind,
      template,
      templateValues(kind, message.payload),
    );
  } catch (error) {
    if (error instanceof TemplateValuesError) {
      throw new DeliveryError(error.message, { permanent: true, cause: error });
    }
    throw error;
  }
}

/** Meta's answer to a refused request, as a DeliveryError that says whether to try again. */
export function refusal(status: number, answer: unknown): DeliveryError {
  const error = (answer as { error?: MetaError } | null)?.error ?? {};
  const code = typeof error.code === 'number' ? error.code : undefined;
  const what = `WhatsApp refused the message (HTTP ${status}${code === undefined ? '' : `, error ${code}`}${error.title || error.message ? `: ${error.title ?? error.message}` : ''})`;
  const permanent =
    code !== undefined && PERMANENT_CODES.has(code)
      ? true
      : code !== undefined && RETRYABLE_CODES.has(code)
        ? false
        : // Other refusals of the request itself; an expired token (401) or missing permission
          // (403) is the operator's to fix, after which the message should still go.
          status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
  return new DeliveryError(what, { permanent, cause: answer });
}
