// Which transport delivers each channel. A channel without one is delivered by the outbox itself
// (development, tests: the row is `sent` at once and the dev outbox shows it).
import type { Config } from '../../config';
import type { Channel } from '../../db/schema';
import { createSmtpTransport } from '../mail/smtp-transport';
import { createSmsGatewayTransport } from '../sms/gateway-transport';
import { createTextTransports } from './create-text-transports';
import type { ChannelTransport } from '../channels/transport';

export type TransportRegistry = Partial<Record<Channel, ChannelTransport>>;

/**
 * The transports the configuration names (SMTP_URL; SMS_GATEWAY_URL, with the DLT ids when they are
 * set, decision 041; WHATSAPP_*), with `overrides` on top.
 */
export function createTransportRegistry(
  config: Pick<Config, 'smtpUrl' | 'smsGatewayUrl' | 'mailFrom' | 'messaging'>,
  overrides: TransportRegistry = {},
): TransportRegistry {
  const registry: TransportRegistry = {};
  if (config.smtpUrl) {
    registry.email = createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  }
  const text = createTextTransports(config.messaging);
  // Carriers take an SMS only with its DLT ids: with them set, every SMS carries them; without them
  // (a gateway of one's own, development) the plain gateway takes the text.
  if (config.messaging.sms.entityId && text.sms) registry.sms = text.sms;
  else if (config.smsGatewayUrl) {
    registry.sms = createSmsGatewayTransport({ gatewayUrl: config.smsGatewayUrl });
  }
  if (text.whatsapp) registry.whatsapp = text.whatsapp;
  return { ...registry, ...overrides };
}
