// The device cookie (decision 071): after a right code (which remembers the device in the statement
// that judged it, check-code.ts), the browser keeps a random secret for 180
// days; a later code request for the same address that carries it gets a reserve of sends and a
// code that strangers' requests neither replace nor guess at. Only the secret's SHA-256 is stored
// (one row per address the device proved), so a row can be revoked and a database copy makes no
// cookie. It is never authentication: no route signs anyone in on it, and the auth plugin never
// reads it.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../auth';
import { addSeconds, type Requester, type SigningIn } from './code-rules';

declare module 'fastify' {
  interface FastifyInstance {
    deviceCookies: DeviceCookies;
  }
}

export const DEVICE_COOKIE = 'portico_device';
/** How long a device stays remembered after its last right code for an address. */
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

export type DeviceCookies = {
  /** The client's IP and the key of the device cookie it presented (null without a well-formed one). */
  requester(request: FastifyRequest): Requester;
  /** The same, with the new device a right code remembers, whose cookie it sets on the reply. */
  signingIn(request: FastifyRequest, reply: FastifyReply): SigningIn;
};

/** 32 random bytes, base64url: a cookie of any other shape is no device's. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const keyOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function presentedKey(request: FastifyRequest): string | null {
  const secret = cookieValue(request.headers.cookie, DEVICE_COOKIE);
  return secret && SECRET_SHAPE.test(secret) ? keyOf(secret) : null;
}

function cookieHeader(secret: string, secure: boolean): string {
  // Path=/api: only the API's calls carry it, never a page's request.
  const attributes = [`Max-Age=${DEVICE_COOKIE_SECONDS}`, 'Path=/api', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${DEVICE_COOKIE}=${secret}`, ...attributes].join('; ');
}

export function createDeviceCookies(options: {
  /** The Secure attribute: set when the portal is served over https (PUBLIC_URL). */
  secure: boolean;
  now: () => Date;
}): DeviceCookies {
  const { secure, now } = options;
  const requester = (request: FastifyRequest): Requester => ({
    ip: request.ip,
    deviceKey: presentedKey(request),
  });
  return {
    requester,
    signingIn(request, reply) {
      const secret = randomBytes(32).toString('base64url');
      const at = now();
      return {
        ...requester(request),
        newDevice: { key: keyOf(secret), at, expiresAt: addSeconds(at, DEVICE_COOKIE_SECONDS) },
        deviceRemembered() {
          reply.header('set-cookie', cookieHeader(secret, secure));
        },
      };
    },
  };
}
