// Gupshup Enterprise SMS (a widely used Indian gateway), as its "Send Messages to Single Number"
// documentation describes (docs.gupshup.io/docs/send-message-to-single-number and the Enterprise API
// help document, "Sending a Single Message"): method=SendMessage with userid, password,
// auth_scheme=plain, v=1.1, send_to, msg, msg_type=TEXT, format=json, and the DLT parameters
// principalEntityId, dltTemplateId and mask (the sender id). Sent as a form POST over HTTPS, so the
// password is in no URL. It answers HTTP 200 with {"response":{"id","phone","details","status"}},
// status "success" or "error" (then id is Gupshup's error code).
import type { SmsConfig } from '../../config/messaging';
import {
  DeliveryError,
  postToProvider,
  type ChannelTransport,
  type DeliveryReceipt,
  type OutgoingMessage,
} from '../channels/transport';
import { dltFields, gatewayAnswer } from './dlt';
import { SMS_TIMEOUT_MS, type SmsTransportOptions } from './dlt-gateway-transport';

type GupshupAnswer = {
  response?: { id?: unknown; phone?: unknown; details?: unknown; status?: unknown };
};

/** Gupshup's codes for its own passing faults; its other errors refuse the request itself. */
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['100', '101', '199']);

/** Unicode (Hindi) text goes as UNICODE_TEXT, anything in GSM's range as TEXT. */
const messageType = (text: string) => (/^[\x20-\x7e\n\r]*$/.test(text) ? 'TEXT' : 'UNICODE_TEXT');

export function gupshupForm(config: SmsConfig, message: OutgoingMessage): URLSearchParams {
  const dlt = dltFields(config, message);
  if (!config.gupshup) {
    throw new DeliveryError('Gupshup needs SMS_GUPSHUP_USERID and SMS_GUPSHUP_PASSWORD', {
      permanent: true,
    });
  }
  return new URLSearchParams({
    method: 'SendMessage',
    userid: config.gupshup.userId,
    password: config.gupshup.password,
    auth_scheme: 'plain',
    v: '1.1',
    format: 'json',
    send_to: message.to,
    msg: message.text,
    msg_type: messageType(message.text),
    mask: dlt.senderId,
    principalEntityId: dlt.entityId,
    dltTemplateId: dlt.templateId,
  });
}

export function createGupshupTransport(options: SmsTransportOptions): ChannelTransport {
  const { config } = options;
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    channel: 'sms',
    async deliver(message: OutgoingMessage): Promise<DeliveryReceipt> {
      const response = await postToProvider(
        config.url ?? '',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: gupshupForm(config, message),
          timeoutMs,
        },
        'Gupshup did not answer in time',
      );
      const answer = (await gatewayAnswer(response, 'Gupshup')) as GupshupAnswer | null;
      const result = answer?.response;
      const id = typeof result?.id === 'string' ? result.id : String(result?.id ?? '');
      if (result?.status !== 'success') {
        const details = typeof result?.details === 'string' ? `: ${result.details}` : '';
        throw new DeliveryError(`Gupshup refused the SMS (error ${id || 'unknown'}${details})`, {
          permanent: id !== '' && !RETRYABLE_CODES.has(id),
          cause: answer,
        });
      }
      return { providerMessageId: id };
    },
  };
}
