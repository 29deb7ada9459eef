// India's DLT registration (TRAI's TCCCPR 2018): carriers deliver a commercial SMS only when it names
// the sender's principal entity id, its registered 6-letter header (sender id) and the id of the
// registered template the text matches. Each message kind has its own template (docs/messages.md).
import type { SmsConfig } from '../../config/messaging';
import { textMessageKind } from '../channels/message-kind';
import { DeliveryError, type OutgoingMessage } from '../channels/transport';

export type DltFields = { entityId: string; senderId: string; templateId: string };

/** The DLT fields of a message; a kind without a template can never be delivered. */
export function dltFields(config: SmsConfig, message: OutgoingMessage): DltFields {
  const kind = textMessageKind(message.kind);
  const templateId = kind === null ? undefined : config.templateIds[kind];
  if (!config.entityId || !config.senderId || !templateId) {
    throw new DeliveryError(
      `No DLT template is configured for ${message.kind ?? 'an SMS without a kind'}`,
      { permanent: true },
    );
  }
  return { entityId: config.entityId, senderId: config.senderId, templateId };
}

/** A gateway's HTTP status: 5xx, 408 and 429 may pass; any other refusal will not. */
const isRetryableStatus = (status: number): boolean =>
  status >= 500 || status === 408 || status === 429;

/**
 * A DLT gateway's JSON answer (null when it sent none). A status other than 2xx is a DeliveryError
 * carrying the answer, permanent unless the status may pass.
 */
export async function gatewayAnswer(response: Response, gateway: string): Promise<unknown> {
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new DeliveryError(`${gateway} answered HTTP ${response.status}`, {
      permanent: !isRetryableStatus(response.status),
      cause: answer,
    });
  }
  return answer;
}
