// The rules of one-time codes and the small pure helpers both the sending and the checking use.
import { createHmac } from 'node:crypto';
import { digitsOnly } from '@portico/domain/validation';
import type { Channel } from '../../db/schema';

export const CODE_RULES = {
  /** A code works for 10 minutes. */
  ttlSeconds: 10 * 60,
  /** Five guesses, right or wrong, are judged against a code; after them it is dead. */
  maxTries: 5,
  /** No new code to the same address sooner than this after the last one. */
  resendAfterSeconds: 30,
  /** Codes an address may be sent in an hour at the resend interval… */
  sendsPerAddressPerHour: 5,
  /** …and codes one client IP may ask for in an hour without waiting between them… */
  sendsPerIpPerHour: 20,
  /** …past which each next code waits this long after the last, doubling with every one more… */
  steppedWaitSeconds: 60,
  /**
   * …up to this: strangers' requests delay the owner's next code by a few minutes at most, never
   * an hour (decision 054), and one address still gets few codes an hour.
   */
  longestWaitSeconds: 5 * 60,
  /**
   * Codes a device that proved the address before may be sent in an hour from its own reserve, at
   * the resend interval: strangers' requests never count against it (decision 071).
   */
  deviceSendsPerHour: 3,
  /** Failed checks one client IP may make in an hour, whatever the addresses. */
  failedChecksPerIpPerHour: 30,
  /** This many wrong guesses at codes really sent to an address within hardenWindowSeconds… */
  hardenAfterFailures: 20,
  hardenWindowSeconds: 24 * 60 * 60,
  /**
   * …make the address's next codes this long: guessing is then hopeless, while the owner, who reads
   * the code, signs in as before (decision 019). The client shows as many boxes as the send says.
   */
  hardenedCodeLength: 8,
} as const;

export type CodeChannel = Channel;
export type CodePurpose = 'verify' | 'login' | 'staff_login';

/**
 * Who asks for or enters a code: the client's IP and, when the request carried a device cookie,
 * its key (the SHA-256 of its secret). The key gives nothing by itself: only a live row of
 * sign_in_devices naming it with the address does (decision 071).
 */
export type Requester = { ip: string; deviceKey: string | null };

/**
 * The row a right code remembers its device by (decision 071): the SHA-256 of a new cookie secret
 * (256 random bits, so it names no row yet), from `at` until `expiresAt`.
 */
export type NewDevice = { key: string; at: Date; expiresAt: Date };

/** A requester who may be entering a right code, and the device it would then be remembered as. */
export type SigningIn = Requester & {
  newDevice: NewDevice;
  /** Sets the cookie of `newDevice` on the answer, once a right code remembered it. */
  deviceRemembered(): void;
};

/** Emails trimmed and lower-cased, mobile numbers as digits only. */
export function normalizeAddress(channel: CodeChannel, address: string): string {
  return channel === 'email' ? address.trim().toLowerCase() : digitsOnly(address);
}

/** HMAC-SHA256(appSecret, purpose|address|code), hex. */
export function hashCode(
  appSecret: string,
  purpose: string,
  address: string,
  code: string,
): string {
  return createHmac('sha256', appSecret).update(`${purpose}|${address}|${code}`).digest('hex');
}

/** 'N seconds', 'N minutes' or 'N hours', rounded up. */
export function waitText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds <= 90) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

export const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);

/** How a message names the address: 'email' or 'number'. */
export const addressKind = (channel: CodeChannel) => (channel === 'email' ? 'email' : 'number');

/** The lengths a code may have now: the current one, and the longer one sent after guessing. */
export function acceptedLengths(codeLength: number): number[] {
  return [...new Set([codeLength, Math.max(codeLength, CODE_RULES.hardenedCodeLength)])];
}

/**
 * Seconds the next code must wait after the last one, when `sends` went in the past hour and the
 * first `allowance` of an hour go `baseWait` apart: then the wait doubles from steppedWaitSeconds
 * with each one more, up to longestWaitSeconds.
 */
export function waitAfterLastSend(sends: number, allowance: number, baseWait: number): number {
  if (sends < allowance) return baseWait;
  const stepped = CODE_RULES.steppedWaitSeconds * 2 ** Math.min(sends - allowance, 16);
  return Math.max(baseWait, Math.min(CODE_RULES.longestWaitSeconds, stepped));
}
