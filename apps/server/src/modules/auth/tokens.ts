// Signed, short-lived bearer tokens (JWT, HS256, keyed by APP_SECRET). The principal travels in the token,
// so any server process can check it without shared memory.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { STAFF_ROLE_VALUES } from '../../db/schema';
import { ZONES } from '@portico/domain/constants';
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
  z.object({ kind: z.literal('member'), memberId: z.number().int(), userId: z.number().int() }),
  z.object({
    kind: z.literal('staff'),
    staffId: z.number().int(),
    email: z.string(),
    roles: z.array(z.enum(STAFF_ROLE_VALUES)),
    zones: z.array(z.enum(ZONES)),
  }),
]);

export type VerifiedToken = { principal: Principal; jti: string; expiresAt: Date };

export type TokenService = {
  sign(principal: Principal): Promise<string>;
  /** Throws UnauthorizedError for a missing, forged, altered or expired token. */
  verify(token: string): Promise<VerifiedToken>;
};

export function createTokenService(
  appSecret: string,
  now: () => Date = () => new Date(),
): TokenService {
  const key = new TextEncoder().encode(`token:${appSecret}`);
  return {
    async sign(principal) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ principal })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS[principal.kind])
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const principal = principalSchema.parse(payload.principal);
        return {
          principal,
          jti: payload.jti ?? '',
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) {
          throw new UnauthorizedError();
        }
        throw error;
      }
    },
  };
}
