// A code is sent while its applicant waits at the form: when WhatsApp cannot take it (a permanent
// refusal, or still failing after a few quick tries) it goes by SMS to the same number at once, instead
// of waiting for the worker's back-off. The registry uses this as the 'whatsapp' transport; other
// WhatsApp messages (reminders, review updates) pass straight through and keep the worker's retries.
import { isCodeKind } from '../channels/message-kind';
import {
  DeliveryError,
  type ChannelTransport,
  type DeliveryReceipt,
  type OutgoingMessage,
} from '../channels/transport';

export type CodeFallbackOptions = {
  whatsapp: ChannelTransport;
  /** WhatsApp for codes, with a shorter timeout (the user is waiting); default `whatsapp`. */
  whatsappForCodes?: ChannelTransport;
  sms: ChannelTransport;
  /** WhatsApp tries before SMS takes over (default 2). */
  quickAttempts?: number;
  /** Between two quick tries (default 500 ms). */
  retryDelayMs?: number;
  /** Told each time a code falls back, for the log. */
  onFallback?: (message: OutgoingMessage, error: DeliveryError) => void;
};

export function createCodeFallbackTransport(options: CodeFallbackOptions): ChannelTransport {
  const { whatsapp, sms } = options;
  const forCodes = options.whatsappForCodes ?? whatsapp;
  const quickAttempts = Math.max(1, options.quickAttempts ?? 2);
  const retryDelayMs = options.retryDelayMs ?? 500;

  async function tryWhatsapp(message: OutgoingMessage): Promise<DeliveryReceipt | DeliveryError> {
    let last = new DeliveryError('WhatsApp was not tried');
    for (let attempt = 1; attempt <= quickAttempts; attempt += 1) {
      try {
        return await forCodes.deliver(message);
      } catch (error) {
        last =
          error instanceof DeliveryError
            ? error
            : new DeliveryError('WhatsApp failed', { cause: error });
        if (last.permanent) break;
        if (attempt < quickAttempts) await new Promise((done) => setTimeout(done, retryDelayMs));
      }
    }
    return last;
  }

  return {
    channel: 'whatsapp',
    async deliver(message) {
      if (!isCodeKind(message.kind)) return whatsapp.deliver(message);
      const outcome = await tryWhatsapp(message);
      if (!(outcome instanceof DeliveryError)) return outcome;
      options.onFallback?.(message, outcome);
      try {
        const receipt = await sms.deliver({ ...message, channel: 'sms' });
        return { ...receipt, channel: 'sms' };
      } catch (error) {
        const permanent = error instanceof DeliveryError && error.permanent && outcome.permanent;
        throw new DeliveryError(
          `${outcome.message}; the SMS fallback failed too (${error instanceof Error ? error.message : 'unknown error'})`,
          { permanent, cause: error },
        );
      }
    },
  };
}
