// Writing a message to the outbox (issue #16, decision 042). A message is a row
// written in the caller's transaction: rolled back with the change that caused it, committed with it.
// The worker (outbox-worker.ts) delivers it. Without a transport for its channel (development, tests)
// the outbox is the delivery: the row is `sent` at once and the dev outbox reads it.
import type { Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { insertOutboxMessage } from '../mail/outbox.repository';
import type { TransportRegistry } from './registry';

export type OutboxMessage = {
  channel: Channel;
  to: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  /** What the message is ('login_code', 'rejected_email', …); codes (`…_code`) are never resent. */
  kind?: string | null;
  /** Channel-specific parts (JSON-serialisable): a WhatsApp template's parameters, … */
  payload?: unknown;
  applicationId?: number | null;
  memberId?: number | null;
  /**
   * Values such as a one-time code: held in the row only until it is sent or failed, then masked
   * (when the outbox redacts, in production), so the database never keeps a code in clear.
   */
  secrets?: readonly string[];
  /**
   * Names of files sent along from memory by the request that enqueued it (a receipt PDF): such a
   * row is delivered by that request alone, never retried by the worker (its source job sends again).
   */
  attachmentNames?: readonly string[];
  /** The message staff resent this one from. */
  resentFrom?: number;
  /** Not worth sending after this (a code that has expired): the worker fails it instead. */
  expiresAt?: Date;
};

export type OutboxSettings = {
  transports: TransportRegistry;
  /** Mask secrets in stored copies (production, where nothing reads the outbox back). */
  redactSecrets: boolean;
  now: () => Date;
  /** How long the enqueuing request holds a row it delivers from memory (attachments). */
  leaseMs: number;
};

/** The stored payload: the caller's, plus the secrets to mask once the row is done. */
export type StoredPayload = {
  data?: unknown;
  redact?: string[];
  attachments?: string[];
  resentFrom?: number;
  /** ISO time after which the message is failed instead of sent. */
  expiresAt?: string;
};

/** Kinds that carry a one-time code: a resent code must be a new code, so they cannot be resent. */
export function isCodeKind(kind: string | null): boolean {
  return kind !== null && kind.endsWith('_code');
}

export function redact(value: string, secrets: readonly string[] | undefined): string {
  let result = value;
  for (const secret of secrets ?? []) {
    if (secret) result = result.split(secret).join('*'.repeat(secret.length));
  }
  return result;
}

export function parsePayload(payload: string | null): StoredPayload {
  if (!payload) return {};
  try {
    const parsed: unknown = JSON.parse(payload);
    return parsed && typeof parsed === 'object' ? (parsed as StoredPayload) : {};
  } catch {
    return {};
  }
}

function withAttachmentNames(text: string, names: readonly string[] | undefined): string {
  return names?.length ? `${text}\n\nAttached: ${names.join(', ')}` : text;
}

/**
 * Writes a message in `tx`. Returns its id and whether a transport will deliver it (`pending`), or
 * the outbox was the delivery (`sent`).
 */
export async function enqueueMessage(
  tx: Executor,
  message: OutboxMessage,
  settings: OutboxSettings,
): Promise<{ id: number; status: 'pending' | 'sending' | 'sent' }> {
  const at = settings.now();
  const delivered = settings.transports[message.channel] === undefined;
  const secrets = message.secrets?.filter(Boolean) ?? [];
  // Masked now when nothing will deliver it; kept for the worker until it is done otherwise.
  const maskNow = settings.redactSecrets && delivered;
  const keepSecrets = settings.redactSecrets && !delivered && secrets.length > 0;
  const stored = (value: string) => (maskNow ? redact(value, secrets) : value);
  const payload: StoredPayload = {
    ...(message.payload === undefined ? {} : { data: message.payload }),
    ...(keepSecrets ? { redact: [...secrets] } : {}),
    ...(message.attachmentNames?.length ? { attachments: [...message.attachmentNames] } : {}),
    ...(message.resentFrom === undefined ? {} : { resentFrom: message.resentFrom }),
    ...(message.expiresAt ? { expiresAt: message.expiresAt.toISOString() } : {}),
  };
  const fromMemory = !delivered && Boolean(message.attachmentNames?.length);
  const status = delivered ? 'sent' : fromMemory ? 'sending' : 'pending';
  const id = await insertOutboxMessage(tx, {
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? null,
    text: stored(withAttachmentNames(message.text, message.attachmentNames)),
    html: message.html == null ? null : stored(message.html),
    kind: message.kind ?? null,
    payload: Object.keys(payload).length ? JSON.stringify(payload) : null,
    applicationId: message.applicationId ?? null,
    memberId: message.memberId ?? null,
    createdAt: at,
    status,
    sentAt: delivered ? at : null,
    // Null: no worker takes it (it is done, or delivered from memory by this request alone).
    nextAttemptAt: status === 'pending' ? at : null,
    lockedUntil: fromMemory ? new Date(at.getTime() + settings.leaseMs) : null,
    attempts: fromMemory ? 1 : 0,
  });
  return { id, status };
}
