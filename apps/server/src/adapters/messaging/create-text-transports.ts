// The WhatsApp and SMS transports the configuration selects (issue #16), for the outbox worker's
// registry `channel → ChannelTransport`. Without a gateway or WhatsApp configured the channel has no
// transport: the outbox is the delivery (development, tests).
import type { MessagingConfig } from '../../config/messaging';
import { createDltGatewayTransport } from '../sms/dlt-gateway-transport';
import { createGupshupTransport } from '../sms/gupshup-transport';
import { createWhatsappTransport } from '../whatsapp/whatsapp-transport';
import { createCodeFallbackTransport, type CodeFallbackOptions } from './code-fallback-transport';
import type { ChannelTransport } from '../channels/transport';

/** Per WhatsApp try for a code: two tries and the pause stay under 7 s before the SMS goes. */
export const CODE_WHATSAPP_TIMEOUT_MS = 3_000;

export type TextTransports = { sms?: ChannelTransport; whatsapp?: ChannelTransport };

export function createTextTransports(
  config: MessagingConfig,
  options: Pick<CodeFallbackOptions, 'onFallback' | 'quickAttempts' | 'retryDelayMs'> & {
    timeoutMs?: number;
  } = {},
): TextTransports {
  const { timeoutMs } = options;
  const sms = config.sms.url
    ? config.sms.provider === 'gupshup'
      ? createGupshupTransport({ config: config.sms, timeoutMs })
      : createDltGatewayTransport({ config: config.sms, timeoutMs })
    : undefined;
  if (!config.whatsapp) return { sms };
  const whatsapp = createWhatsappTransport({ config: config.whatsapp, timeoutMs });
  if (!sms) return { whatsapp };
  // A code's applicant is waiting: WhatsApp gets a few seconds per try before SMS takes over.
  const whatsappForCodes = createWhatsappTransport({
    config: config.whatsapp,
    timeoutMs: Math.min(timeoutMs ?? CODE_WHATSAPP_TIMEOUT_MS, CODE_WHATSAPP_TIMEOUT_MS),
  });
  return {
    sms,
    whatsapp: createCodeFallbackTransport({ ...options, whatsapp, whatsappForCodes, sms }),
  };
}
