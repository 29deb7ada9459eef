// The generic SMS gateway, as the outbox's transport for the SMS channel: a JSON POST of {to, text}
// (and the outbox row's id as `reference`). A gateway answering JSON with an `id` names the message,
// so its delivery reports can be matched.
import { DeliveryError, postToProvider, type ChannelTransport } from '../channels/transport';

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

export function createSmsGatewayTransport(options: {
  gatewayUrl: string;
  timeoutMs?: number;
}): ChannelTransport {
  const timeoutMs = options.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS;
  return {
    channel: 'sms',
    async deliver(message) {
      const response = await postToProvider(
        options.gatewayUrl,
        {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            to: message.to,
            text: message.text,
            reference: String(message.id),
          }),
          timeoutMs,
        },
        'The SMS gateway could not be reached',
      );
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        // 4xx but timeouts and throttling: the gateway refuses this message whatever we do.
        const permanent =
          response.status >= 400 &&
          response.status < 500 &&
          response.status !== 408 &&
          response.status !== 429;
        throw new DeliveryError(`The SMS gateway answered HTTP ${response.status}`, { permanent });
      }
      const id = providerId(body);
      return id ? { providerMessageId: id } : {};
    },
  };
}

function providerId(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { id?: unknown; messageId?: unknown };
    const id = parsed.id ?? parsed.messageId;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}
