// The card's QR token (decision 092): base64url(payload) "~" base64url(Ed25519 signature), the
// payload {m: member id, c: card serial, v: 1} kept tiny so the QR stays small. The association's
// key is derived from APP_SECRET with HKDF, so a portal needs no new setting; anyone holding the
// public key can check a card offline.
import {
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';

export type CardClaims = { memberId: number; serial: number };

export type CardKeys = { privateKey: KeyObject; publicKey: KeyObject };

/** PKCS#8 DER of an Ed25519 private key, up to its 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function cardKeysFrom(appSecret: string): CardKeys {
  const seed = Buffer.from(hkdfSync('sha256', appSecret, 'portico-card', 'card signing v1', 32));
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

const payloadSchema = z.object({
  m: z.number().int().positive().max(2_147_483_647),
  c: z.number().int().positive().max(2_147_483_647),
  v: z.literal(1),
});

export function signCardToken(keys: CardKeys, claims: CardClaims): string {
  const payload = Buffer.from(JSON.stringify({ m: claims.memberId, c: claims.serial, v: 1 }));
  const signature = sign(null, payload, keys.privateKey);
  return `${payload.toString('base64url')}~${signature.toString('base64url')}`;
}

/** The claims of a token the association signed; null for anything else (never a throw). */
export function readCardToken(keys: CardKeys, token: string): CardClaims | null {
  const [encodedPayload, encodedSignature, extra] = token.split('~');
  if (!encodedPayload || !encodedSignature || extra !== undefined) return null;
  const payload = Buffer.from(encodedPayload, 'base64url');
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== 64 || !verify(null, payload, keys.publicKey, signature)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload.toString('utf8'));
  } catch {
    return null;
  }
  const claims = payloadSchema.safeParse(parsed);
  return claims.success ? { memberId: claims.data.m, serial: claims.data.c } : null;
}
