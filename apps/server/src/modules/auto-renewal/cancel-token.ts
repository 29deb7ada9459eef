// The notice's one-tap cancel link (decision 099): a token over the mandate's id, signed with a key of
// its own derived from APP_SECRET (no other link's token passes as it), carried as `t` so that the
// outbox's stored copy hides it (decision 053): staff reading Messages cannot cancel for the member.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const PURPOSE = 'mandate-cancel';
const key = (appSecret: string) => new TextEncoder().encode(`${PURPOSE}-link:${appSecret}`);

export function signCancelToken(
  appSecret: string,
  mandateId: number,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ mandate: mandateId, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('portico')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(appSecret));
}

/** True only for an unexpired token of this mandate's cancel link. */
export async function isCancelTokenOf(
  appSecret: string,
  token: string,
  mandateId: number,
  now: Date,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key(appSecret), {
      issuer: 'portico',
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    return payload.purpose === PURPOSE && payload.mandate === mandateId;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return false;
    throw error;
  }
}

export const cancelUrl = (publicUrl: string, mandateId: number, token: string) =>
  `${publicUrl}/auto-renewal/cancel?m=${mandateId}&t=${token}`;
