// Signed, short-lived bearer tokens (JWT, HS256, keyed by APP_SECRET). The principal travels in the token,
// so any server process can check it without shared memory.
import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { ZONES } from '@portico/domain/constants';
import { STAFF_ROLE_VALUES } from '@portico/domain/contracts/values';
import { UnauthorizedError } from '../../errors';
import type { Principal } from './principal';

const ISSUER = 'portico';

/** How long each kind of token lives. */
export const TOKEN_TTL_SECONDS = {
  applicant: 24 * 60 * 60,
  member: 12 * 60 * 60,
  staff: 12 * 60 * 60,
} as const satisfies Record<Principal['kind'], number>;

const principalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('applicant'),
    emails: z.array(z.string()),
    mobiles: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('member'),
    memberId: z.number().int(),
    userId: z.number().int(),
    personId: z.number().int().optional(),
  }),
  z.object({
    kind: z.literal('staff'),
    staffId: z.number().int(),
    email: z.string(),
    roles: z.array(z.enum(STAFF_ROLE_VALUES)),
    zones: z.array(z.enum(ZONES)),
  }),
]);

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child as object);
  }
  return Object.freeze(value);
}

export type VerifiedToken = {
  principal: Principal;
  jti: string;
  expiresAt: Date;
  /** The sign-in session the token belongs to (claim `sid`), or null for a token of none. */
  sessionId: string | null;
};

export type SignOptions = {
  /**
   * Makes the token part of a sign-in session that logout can end (claim `sid`): a new one for a
   * login, the presented token's for a token that extends it (a second verification).
   */
  sessionId?: string | null;
  /** A shorter life than the kind's (TOKEN_TTL_SECONDS): the server's own render of a page. */
  ttlSeconds?: number;
};

/** A fresh sign-in session id (see SignOptions.sessionId). */
export const newSessionId = (): string => randomUUID();

export type TokenService = {
  sign(principal: Principal, options?: SignOptions): Promise<string>;
  /** Throws UnauthorizedError for a missing, forged, altered or expired token. */
  verify(token: string): Promise<VerifiedToken>;
};

/** Verified tokens remembered per service (a client sends the same token with every request). */
export const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Token text → what verifying it gave. The signature covers every byte of the text, so the same text
 * verifies the same way until it expires; expiry is checked again on every hit, exactly as jose does
 * (valid while exp > now in whole seconds). Oldest entries go first when full.
 */
function verifiedTokens() {
  const entries = new Map<string, { token: VerifiedToken; exp: number }>();
  return {
    get: (text: string) => entries.get(text),
    forget: (text: string) => entries.delete(text),
    remember(text: string, token: VerifiedToken, exp: number): void {
      if (entries.size >= VERIFIED_CACHE_SIZE) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(text, { token, exp });
    },
  };
}

export function createTokenService(
  appSecret: string,
  now: () => Date = () => new Date(),
): TokenService {
  // Imported once: jose would import a raw secret again for every token it signs or checks.
  let key: Promise<webcrypto.CryptoKey> | undefined;
  const signingKey = () =>
    (key ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(`token:${appSecret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  const verified = verifiedTokens();
  return {
    async sign(principal, options = {}) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const exp =
        issuedAt + Math.min(options.ttlSeconds ?? Infinity, TOKEN_TTL_SECONDS[principal.kind]);
      const jti = randomUUID();
      const sessionId = options.sessionId || null;
      const claims = sessionId ? { principal, sid: sessionId } : { principal };
      const text = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(await signingKey());
      // What verifying this text would give, remembered now: the sign-in that made it sets its page
      // cookie from it and the client's next call presents it, neither paying for a check of a
      // signature this process just made. Parsed as a verify would, so both give the same value.
      const token: VerifiedToken = Object.freeze({
        principal: deepFreeze(principalSchema.parse(principal)),
        jti,
        expiresAt: new Date(exp * 1000),
        sessionId,
      });
      verified.remember(text, token, exp);
      return text;
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Math.floor(now().getTime() / 1000)) return known.token;
        verified.forget(token);
        throw new UnauthorizedError();
      }
      try {
        const { payload } = await jwtVerify(token, await signingKey(), {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
          // jose accepts a token without exp (it would never lapse) unless told; logout revokes by jti.
          requiredClaims: ['exp', 'iat', 'jti'],
        });
        const { jti, exp } = payload;
        if (typeof jti !== 'string' || jti === '' || typeof exp !== 'number') {
          throw new UnauthorizedError();
        }
        // Shared by every request presenting this token: frozen, so none can change it for another.
        const principal = deepFreeze(principalSchema.parse(payload.principal));
        const result: VerifiedToken = Object.freeze({
          principal,
          jti,
          expiresAt: new Date(exp * 1000),
          sessionId: typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null,
        });
        verified.remember(token, result, exp);
        return result;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) {
          throw new UnauthorizedError();
        }
        throw error;
      }
    },
  };
}
