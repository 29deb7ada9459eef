// Writing a message to the outbox (issue #16, decision 042). A message is a row
// written in the caller's transaction: rolled back with the change that caused it, committed with it.
// The worker (outbox-service.ts) delivers it. Without a transport for its channel (development, tests)
// the outbox is the delivery: the row is `sent` at once and the dev outbox reads it.
import type { Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { insertOutboxMessage, type OutboxRow } from './outbox.repository';
import { storedParts } from './outbox-redaction';
import type { OutboxSeal, SealedParts } from './outbox-seal';
import type { TransportRegistry } from './registry';
import { DeliveryError } from '../channels/transport';

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
   * Values such as a one-time code: hidden in the stored text, and sent from the sealed copy, which
   * is dropped once the message is sent or failed (in production) (decision 053).
   */
  secrets?: readonly string[];
  /**
   * The person it goes to is being erased: the row names neither them nor what it said, and the
   * sealed copy it is sent from goes once it is sent or failed (in production).
   */
  eraseRecipient?: boolean;
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
  /**
   * Drop the sealed copy of a code or an erased person's message once it is done (production, where
   * nothing reads the outbox back; the dev outbox reads codes from it elsewhere).
   */
  redactSecrets: boolean;
  seal: OutboxSeal;
  now: () => Date;
  /** How long the enqueuing request holds a row it delivers from memory (attachments). */
  leaseMs: number;
};

/** The stored payload: the caller's (its secrets hidden), and what the worker needs to know. */
export type StoredPayload = {
  data?: unknown;
  /** Rows written before decision 053: the secrets to mask once the row is done. */
  redact?: string[];
  /** The sealed copy goes once the row is done (a code, an erased person's message). */
  sealUntilDone?: true;
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
 * Who makes a message's first attempt: the worker (`queued`, the row is due at once), or the request
 * that writes it (`by-this-request`: the row is written already under that request's lease, so no
 * worker takes it while the request delivers it, and one takes it over only if the lease runs out).
 */
export type FirstAttempt = 'queued' | 'by-this-request';

/**
 * Writes a message in `tx`. Returns the row and whether a transport will deliver it (`pending`, or
 * `sending` under the writing request's lease), or the outbox was the delivery (`sent`).
 */
export async function enqueueMessage(
  tx: Executor,
  message: OutboxMessage,
  settings: OutboxSettings,
  firstAttempt: FirstAttempt = 'queued',
): Promise<{ id: number; status: 'pending' | 'sending' | 'sent'; row: OutboxRow }> {
  const at = settings.now();
  const delivered = settings.transports[message.channel] === undefined;
  const secrets = message.secrets?.filter(Boolean) ?? [];
  const erase = message.eraseRecipient === true;
  const original: SealedParts = {
    to: message.to,
    subject: message.subject ?? null,
    text: withAttachmentNames(message.text, message.attachmentNames),
    html: message.html ?? null,
    ...(message.payload === undefined ? {} : { data: message.payload }),
  };
  const hidden = storedParts(original, secrets, erase);
  const sealUntilDone = settings.redactSecrets && (secrets.length > 0 || erase);
  const stored = hidden ?? original;
  const payload: StoredPayload = {
    ...(stored.data === undefined ? {} : { data: stored.data }),
    ...(hidden !== null && sealUntilDone ? { sealUntilDone: true as const } : {}),
    ...(message.attachmentNames?.length ? { attachments: [...message.attachmentNames] } : {}),
    ...(message.resentFrom === undefined ? {} : { resentFrom: message.resentFrom }),
    ...(message.expiresAt ? { expiresAt: message.expiresAt.toISOString() } : {}),
  };
  const fromMemory = !delivered && Boolean(message.attachmentNames?.length);
  const leased = !delivered && (fromMemory || firstAttempt === 'by-this-request');
  const status = delivered ? 'sent' : leased ? 'sending' : 'pending';
  const row = await insertOutboxMessage(tx, {
    channel: message.channel,
    to: stored.to,
    subject: stored.subject,
    text: stored.text,
    html: stored.html,
    // Done at once (the outbox is the delivery): a seal kept only until done is not kept at all.
    sealed: hidden === null || (delivered && sealUntilDone) ? null : settings.seal.seal(original),
    kind: message.kind ?? null,
    payload: Object.keys(payload).length ? JSON.stringify(payload) : null,
    applicationId: message.applicationId ?? null,
    memberId: message.memberId ?? null,
    createdAt: at,
    status,
    sentAt: delivered ? at : null,
    // Null: no worker takes it (it is done, or delivered from memory by this request alone).
    nextAttemptAt: delivered || fromMemory ? null : at,
    lockedUntil: leased ? new Date(at.getTime() + settings.leaseMs) : null,
    attempts: leased ? 1 : 0,
  });
  return { id: row.id, status, row };
}

/**
 * The message as its caller wrote it: from its sealed copy when it has one. Throws a permanent
 * DeliveryError when the seal cannot be opened (APP_SECRET changed since): it can never be sent.
 */
export function openMessage(
  row: Pick<OutboxRow, 'to' | 'subject' | 'text' | 'html' | 'payload' | 'sealed'>,
  seal: OutboxSeal,
): SealedParts {
  if (row.sealed === null) {
    const { data } = parsePayload(row.payload);
    return {
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(data === undefined ? {} : { data }),
    };
  }
  const opened = seal.open(row.sealed);
  if (!opened) {
    throw new DeliveryError(
      'The message could not be read: APP_SECRET changed since it was written',
      {
        permanent: true,
      },
    );
  }
  return opened;
}
