// The page cookie (decision 047): an HttpOnly cookie that lets the server render a signed-in member's
// pages with their data. It is a view token of its own (its own signing key and format, its own id),
// bound to the sign-in session of the bearer token it was issued with: logout ends the session and so
// the cookie, and the cookie alone can be revoked too. It never authorises an API call: the auth
// plugin reads the Authorization header only, and the cookie's text is no bearer token (another key,
// another format).
import { randomUUID } from 'node:crypto';
import { sign as signCookie, unsign as unsignCookie } from 'cookie-signature';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberRevocationId, type Revocations } from './revocations';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    pageCookies: PageCookies;
  }
}

export const PAGE_COOKIE = 'portico_page';

/**
 * The render's own bearer token lives this long: it is used in-process, for the render's reads, and
 * never leaves the server.
 */
export const RENDER_TOKEN_TTL_SECONDS = 60;

/** Whom the cookie names: a member's ids, or only that the session is an applicant's. */
const viewerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    memberId: z.number().int(),
    userId: z.number().int(),
    personId: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('applicant') }),
]);

export type PageViewer = z.infer<typeof viewerSchema>;

export type PageView = { viewer: PageViewer; sessionId: string; jti: string; expiresAt: Date };

/** What a render of a member's page is given: a short-lived token and the member's user id. */
export type RenderSession = { token: string; userId: number };

export type PageCookies = {
  /** Sets the cookie for the session of this bearer token (one without a session gets none). */
  issue(reply: FastifyReply, bearerToken: string): Promise<void>;
  /** Sets it only when the request carries no live page cookie (flows that extend a sign-in). */
  issueIfAbsent(request: FastifyRequest, reply: FastifyReply, bearerToken: string): Promise<void>;
  /** The live view the request's cookie names, or null (none, forged, expired or revoked). */
  read(request: FastifyRequest): Promise<PageView | null>;
  /** Revokes the request's cookie (its own id) and tells the browser to drop it. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A member's render session from the request's cookie, or null: the page renders as signed out. */
  renderSession(request: FastifyRequest): Promise<RenderSession | null>;
};

export type PageCookieOptions = {
  appSecret: string;
  /** The Secure attribute: set when the portal is served over https (PUBLIC_URL). */
  secure: boolean;
  tokens: TokenService;
  revocations: Revocations;
  now?: () => Date;
};

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

function cookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${PAGE_COOKIE}=${value}`, ...attributes].join('; ');
}

/** What the cookie's text carries, signed. */
const viewClaimsSchema = z.object({
  viewer: viewerSchema,
  sid: z.string().min(1),
  jti: z.string().min(1),
  exp: z.number().int(),
});

/**
 * The cookie's text: its claims as base64url JSON, signed with HMAC-SHA256 under a key of its own by
 * `cookie-signature` (decision 049). Not a JWT: jose signs through Web Crypto, whose asynchronous
 * HMAC cost every login about 0.2 ms of CPU, and nothing but this server ever reads the cookie.
 * Not the bearer tokens' key or format either: a cookie's text never passes as a bearer token.
 */
function pageViewTokens(appSecret: string, now: () => Date) {
  const key = `page:${appSecret}`;
  return {
    sign(viewer: PageViewer, sessionId: string, exp: number): string {
      const claims = { viewer, sid: sessionId, jti: randomUUID(), exp };
      return signCookie(Buffer.from(JSON.stringify(claims)).toString('base64url'), key);
    },
    verify(value: string): PageView | null {
      const payload = unsignCookie(value, key);
      if (payload === false) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = viewClaimsSchema.safeParse(decoded);
      if (!claims.success || claims.data.exp <= Math.floor(now().getTime() / 1000)) return null;
      const { viewer, sid, jti, exp } = claims.data;
      return { viewer, sessionId: sid, jti, expiresAt: new Date(exp * 1000) };
    },
  };
}

export function createPageCookies(options: PageCookieOptions): PageCookies {
  const { tokens, revocations, secure } = options;
  const now = options.now ?? (() => new Date());
  const views = pageViewTokens(options.appSecret, now);

  async function issue(reply: FastifyReply, bearerToken: string): Promise<void> {
    const verified = await tokens.verify(bearerToken);
    const { principal, sessionId } = verified;
    if (!sessionId || principal.kind === 'staff') return;
    const viewer: PageViewer =
      principal.kind === 'member'
        ? {
            kind: 'member',
            memberId: principal.memberId,
            userId: principal.userId,
            ...(principal.personId === undefined ? {} : { personId: principal.personId }),
          }
        : { kind: 'applicant' };
    const exp = Math.floor(verified.expiresAt.getTime() / 1000);
    const value = views.sign(viewer, sessionId, exp);
    const maxAge = Math.max(0, exp - Math.floor(now().getTime() / 1000));
    reply.header('set-cookie', cookieHeader(value, maxAge, secure));
  }

  async function read(request: FastifyRequest): Promise<PageView | null> {
    const value = cookieValue(request.headers.cookie, PAGE_COOKIE);
    const view = value ? views.verify(value) : null;
    if (!view) return null;
    // The session (logout), the cookie itself and, for a member, their erasure (decision 045): one
    // lookup, read from the database on PostgreSQL.
    const ids = [view.sessionId, view.jti];
    if (view.viewer.kind === 'member') ids.push(memberRevocationId(view.viewer.memberId));
    return (await revocations.isRevoked(...ids)) ? null : view;
  }

  return {
    issue,
    async issueIfAbsent(request, reply, bearerToken) {
      if (!(await read(request))) await issue(reply, bearerToken);
    },
    read,
    async end(request, reply) {
      const view = await read(request);
      if (view) await revocations.revoke(view.jti, view.expiresAt);
      reply.header('set-cookie', cookieHeader('', 0, secure));
    },
    async renderSession(request) {
      const view = await read(request);
      if (view?.viewer.kind !== 'member') return null;
      const { memberId, userId, personId } = view.viewer;
      const token = await tokens.sign(
        { kind: 'member', memberId, userId, ...(personId === undefined ? {} : { personId }) },
        { sessionId: view.sessionId, ttlSeconds: RENDER_TOKEN_TTL_SECONDS },
      );
      return { token, userId };
    },
  };
}
