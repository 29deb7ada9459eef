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
import { createWebPages, isServerRendered, type WebPages } from './web-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(webDistDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${sep}assets${sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const pages = built ? await createWebPages(app, webDistDir) : null;

  app.setNotFoundHandler(async function notFound(request: FastifyRequest, reply: FastifyReply) {
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
      const sent = await sendRenderedPage(pages, request, reply);
      if (sent) return reply;
    }
    return reply.sendFile('index.html');
  });
}

/** The server-rendered page, with a policy that lets its inlined styles in; false to fall back. */
async function sendRenderedPage(
  pages: WebPages,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  try {
    const page = await pages.render(request.url);
    if (!page) return false;
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
