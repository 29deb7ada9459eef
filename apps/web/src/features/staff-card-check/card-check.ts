// The scanner's own check of a card, with no network (decision 103): the token's Ed25519 signature
// against the association's public key, then the downloaded list: a revoked card is refused, a
// current one shows what the card says, active or not at this moment.
import { verifyAsync } from '@noble/ed25519';
import {
  CARD_TOKEN_PATTERN,
  type OfflineCard,
  type OfflineCardList,
} from '@portico/domain/contracts/cards.contract';

export type OfflineAnswer =
  | { status: 'active' | 'lapsed'; card: OfflineCard }
  | { status: 'revoked' | 'not-a-card' | 'unknown' };

/** The token in what was scanned or pasted: the verification link or the bare token; else null. */
export function tokenIn(text: string): string | null {
  const trimmed = text.trim();
  const candidate = trimmed.includes('/verify/')
    ? (trimmed.split('/verify/').pop() ?? '').split(/[?#]/)[0]
    : trimmed;
  return candidate && CARD_TOKEN_PATTERN.test(candidate) ? candidate : null;
}

function bytesOf(base64url: string): Uint8Array {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The card a token names, when the association signed it; null for anything else. */
export async function signedClaims(
  token: string,
  publicKey: string,
): Promise<{ m: number; c: number } | null> {
  const [payload = '', signature = ''] = token.split('~');
  try {
    const message = bytesOf(payload);
    if (!(await verifyAsync(bytesOf(signature), message, bytesOf(publicKey)))) return null;
    const claims = JSON.parse(new TextDecoder().decode(message)) as { m?: unknown; c?: unknown };
    return typeof claims.m === 'number' && typeof claims.c === 'number'
      ? { m: claims.m, c: claims.c }
      : null;
  } catch {
    return null;
  }
}

export async function checkOffline(
  text: string,
  list: OfflineCardList,
  at: Date,
): Promise<OfflineAnswer> {
  const token = tokenIn(text);
  const claims = token ? await signedClaims(token, list.public_key) : null;
  if (!claims) return { status: 'not-a-card' };
  if (list.revoked.some(([m, c]) => m === claims.m && c === claims.c)) return { status: 'revoked' };
  const card = list.cards.find((entry) => entry.m === claims.m && entry.c === claims.c);
  // Signed but not in the list: issued after the list was downloaded.
  if (!card) return { status: 'unknown' };
  const active = card.member_active && card.expires_at !== null && new Date(card.expires_at) > at;
  return { status: active ? 'active' : 'lapsed', card };
}
