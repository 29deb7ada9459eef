// The generic SMS gateway with the DLT fields: POST {SMS_GATEWAY_URL} as JSON
// { to, text, entity_id, sender_id, template_id, reference }, answered 2xx (optionally with { id }).
// The shape most Indian aggregators' JSON APIs take, and what a small relay in front of any other can.
import type { SmsConfig } from '../../config/messaging';
import {
  DeliveryError,
  postToProvider,
  type ChannelTransport,
  type DeliveryReceipt,
  type OutgoingMessage,
} from '../channels/transport';
import { dltFields, gatewayAnswer } from './dlt';

export const SMS_TIMEOUT_MS = 10_000;

export type SmsTransportOptions = { config: SmsConfig; timeoutMs?: number };

export function createDltGatewayTransport(options: SmsTransportOptions): ChannelTransport {
  const { config } = options;
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    channel: 'sms',
    async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
      const dlt = dltFields(config, message);
      const url = config.url;
      if (!url) throw new DeliveryError('No SMS gateway is configured', { permanent: true });
      const body = JSON.stringify({
        to: message.to,
        text: message.text,
        entity_id: dlt.entityId,
        sender_id: dlt.senderId,
        template_id: dlt.templateId,
        reference: String(message.id),
      });
      const response = await postToProvider(
        url,
        { headers: { 'content-type': 'application/json' }, body, timeoutMs },
        'The SMS gateway did not answer in time',
      );
      const answer = await gatewayAnswer(response, 'The SMS gateway');
      const id = (answer as { id?: unknown } | null)?.id;
      return typeof id === 'string' || typeof id === 'number'
        ? { providerMessageId: String(id) }
        : {};
    },
  };
}
