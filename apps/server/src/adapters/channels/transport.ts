// The seam between the notification outbox and the providers (issue #16). The outbox's worker hands
// each due message to the transport of its channel; a transport talks to one provider (SMTP, an SMS
// gateway, the WhatsApp Cloud API) and nothing else: no database, no retries (the worker owns both).
import type { Channel } from '../../db/schema';

/** A message as the worker hands it over: the outbox row's parts. */
export type OutgoingMessage = {
  /** The outbox row's id: a transport may pass it to the provider as its reference. */
  id: number;
  channel: Channel;
  /** An email address, or a mobile number as digits with the country code (91…). */
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** What the message is ('login_code', 'rejected_email', …): picks an SMS's DLT template or a WhatsApp template. */
  kind: string | null;
  /** Channel-specific parts stored with the row (JSON): a WhatsApp template's parameters, … */
  payload: unknown;
  /** Files sent along (a receipt PDF): read again by the worker, never stored in the outbox. */
  attachments?: readonly { filename: string; content: Buffer; contentType: string }[];
};

/** What the provider said when it accepted the message. */
export type DeliveryReceipt = {
  providerMessageId?: string;
  /** Set when another channel carried it (a code WhatsApp could not take went by SMS). */
  channel?: Channel;
};

export interface ChannelTransport {
  readonly channel: Channel;
  /** Resolves once the provider accepted the message; rejects with a DeliveryError otherwise. */
  deliver(message: OutgoingMessage): Promise<DeliveryReceipt>;
}

/**
 * The provider did not take the message. `permanent`: trying again cannot help (an invalid number, a
 * template the provider refuses): the worker marks it failed at once instead of retrying. The message
 * is safe to show staff; the provider's own error is the `cause`.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options: { permanent?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DeliveryError';
    this.permanent = options.permanent ?? false;
  }
}

/**
 * POSTs a message to its provider, which has `timeoutMs` to answer. No answer (a timeout, a refused
 * connection) is a DeliveryError saying `unanswered`: the worker tries again later.
 */
export async function postToProvider(
  url: string,
  request: { headers: Record<string, string>; body: string | URLSearchParams; timeoutMs: number },
  unanswered: string,
  send: typeof fetch = fetch,
): Promise<Response> {
  try {
    return await send(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(unanswered, { cause: error });
  }
}
