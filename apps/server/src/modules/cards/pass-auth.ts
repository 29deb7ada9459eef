// The authentication token of an Apple Wallet pass (decision 116): random, carried by the pass, sent
// back by the device as "Authorization: ApplePass <token>". The portal keeps only its SHA-256 and
// compares digests in constant time, so a leaked table lets no one call for a pass.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters; Apple asks for 16 or more). */
export const newPassToken = (): string => randomBytes(32).toString('base64url');

export const passTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The token of an "ApplePass <token>" header, or null for any other header. */
export function applePassToken(header: string | undefined): string | null {
  const match = /^ApplePass ([\w-]{16,128})$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Whether the token's digest is one of `hashes`, every one compared in full. */
export function passTokenMatches(token: string | null, hashes: readonly string[]): boolean {
  const presented = Buffer.from(passTokenHash(token ?? ''), 'hex');
  let matched = false;
  for (const hash of hashes) {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === presented.length && timingSafeEqual(stored, presented)) matched = true;
  }
  return token !== null && matched;
}

/** The pass's serial number names the member and the card: card-<member id>-<serial>. */
export const passSerialNumber = (memberId: number, serial: number) => `card-${memberId}-${serial}`;

export function readPassSerialNumber(
  serialNumber: string,
): { memberId: number; serial: number } | null {
  const match = /^card-(\d{1,9})-(\d{1,9})$/.exec(serialNumber);
  if (!match) return null;
  return { memberId: Number(match[1]), serial: Number(match[2]) };
}
