// Serves the built web app from the same origin as the API. Vite's hashed files under /assets never
// change, so browsers may keep them for a year; index.html must always be revalidated so a deploy is
// picked up. Any other GET outside /api is a client-side route and gets index.html. The build writes
// a .br and a .gz beside each text file (decision 026): the one the browser's Accept-Encoding takes
// is sent as it is, with Vary: Accept-Encoding, so no request pays for compression.
import { existsSync } from 'node:fs';
import { extname, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler';
import { perIpLimit } from './rate-limit';
import { isScriptOrStyleAsset } from './security-headers';
import {
  createWebPages,
  isServerRendered,
  rendersMemberData,
  type PageSession,
  type WebPages,
} from './web-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page with a member's data: never kept by any cache, the browser's back-forward one aside. */
const PERSONAL = 'private, no-store';

/**
 * A hashed file never changes (its name does), so it needs no validators to revalidate, no byte
 * ranges and no request id for support: the browser keeps it for a year.
 */
const NEEDLESS_ON_IMMUTABLE = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'] as const;

/**
 * Directory pages per client IP (decision 104), counted across processes: a person reads a few a
 * minute; a scraper walking members' pages is stopped. The API calls their render makes are not
 * counted again (rate-limit.ts).
 */
export const DIRECTORY_PAGE_LIMIT = { max: 120, timeWindow: 10 * 60_000 } as const;

const directoryPageLimit = perIpLimit(
  DIRECTORY_PAGE_LIMIT,
  (after) => `Too many directory pages. Please try again in ${after}`,
);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  publicUrl = '',
): Promise<void> {
  const built = existsSync(webDistDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      // A route per built file, listed at start: a page's path (a client-side route) goes straight to
      // the app's own catch-all below instead of costing a stat and a directory read on every request.
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${sep}assets${sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    // Its document-only security headers were never set (security-headers.ts).
    if (isScriptOrStyleAsset(request.url) && reply.statusCode === 200) {
      for (const header of NEEDLESS_ON_IMMUTABLE) reply.removeHeader(header);
    }
    return payload;
  });

  const pages = built ? await createWebPages(app, webDistDir, publicUrl) : null;

  const serveAppPath = async function appPath(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(reply);
    }
    // A missing file (a stale hashed asset, a typo'd image) must not come back as HTML.
    const extension = extname(path);
    if (extension && extension !== '.html') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          `The web app is not built yet (no ${webDistDir}).\n` +
            'Run `npm run build` at the repository root, then restart the server.\n' +
            'The API is available under /api.\n',
        );
    }
    reply.header('cache-control', REVALIDATE);
    if (pages && isServerRendered(path)) {
      const sent = await sendRenderedPage(pages, request, reply, path);
      if (sent) return reply;
    }
    return reply.sendFile('index.html');
  };
  // Every other GET: a route of its own (not only the not-found handler), so the answers it sends go
  // through the hooks of a route, compression included, as they did behind the static files' own
  // wildcard route.
  if (built) {
    app.get('/*', serveAppPath);
    // The directory's pages are public and name members: limited per visitor like its API.
    for (const path of ['/directory', '/directory/*']) {
      app.get(path, { config: directoryPageLimit }, serveAppPath);
    }
  }
  app.setNotFoundHandler(serveAppPath);
}

/** The server-rendered page, with a policy that lets its inlined styles in; false to fall back. */
async function sendRenderedPage(
  pages: WebPages,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<boolean> {
  try {
    const session = await memberSession(request, reply, path);
    const page = await pages.render(request.url, session);
    if (!page) return false;
    if (session && !('redirect' in page)) reply.header('cache-control', PERSONAL);
    if ('redirect' in page) {
      await reply.redirect(page.redirect);
      return true;
    }
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && page.styleHashes.length > 0) {
      reply.header(
        'content-security-policy',
        policy.replace("style-src 'self'", `style-src 'self' ${page.styleHashes.join(' ')}`),
      );
    }
    await reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    return true;
  } catch (error) {
    request.log.error({ err: error }, 'server render failed; the browser renders the page');
    return false;
  }
}

/**
 * The member a page is rendered for, from the page cookie (decision 047), or null: then the page is
 * rendered as for a visitor without a session. The answer depends on the cookie, so caches must key
 * on it.
 */
async function memberSession(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<PageSession | null> {
  if (!rendersMemberData(path)) return null;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
  const session = await request.server.pageCookies.renderSession(request);
  return session ? { token: session.token, user: { id: session.userId } } : null;
}
