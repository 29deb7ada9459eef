import { STEP_TIMEOUT_MS } from './step';

/** One message of the dev outbox (GET /api/dev/outbox, newest first). */
export type OutboxMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  sent_at: string | null;
};

/** The 4-digit one-time code in a message text ('Your Portico verification code is 1234. …'). */
const CODE = /\b(\d{4})\b/;

export async function outboxMessages(baseUrl: string, address: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`dev outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Polls the dev outbox until a message to `address` sent at or after `after` (epoch ms, taken before
 * the action that sends it) matches `wanted`; returns the newest such message.
 */
export async function waitForMessage(
  baseUrl: string,
  address: string,
  wanted: (message: OutboxMessage) => boolean,
  after = 0,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await outboxMessages(baseUrl, address);
    const found = messages.find((message) => {
      const sentAt = message.sent_at ? Date.parse(message.sent_at) : NaN;
      return sentAt >= after && wanted(message);
    });
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = messages.map(
        (m) => `${m.sent_at ?? 'unsent'} ${m.subject ?? m.text.slice(0, 60)}`,
      );
      throw new Error(
        `no wanted message to ${address} since ${new Date(after).toISOString()}; its outbox: ${seen.join(' | ') || 'empty'}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 150));
  }
}

/**
 * The code of the newest message to `address` sent at or after `after` that carries one. The server
 * and the test share the machine's clock, and a code to the same address is not resent at once, so
 * an older code is never mistaken for the new one.
 */
export async function latestCode(baseUrl: string, address: string, after: number): Promise<string> {
  const message = await waitForMessage(baseUrl, address, (m) => CODE.test(m.text), after);
  return CODE.exec(message.text)?.[1] ?? '';
}
