// GET /sitemap.xml and /robots.txt: the directory is the association's public face, so search
// engines are told where its pages are (the list and each member's page shown now) and to leave
// the member area, the back office and the API alone.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { listShownListingIds } from '../records';
import { directoryReadLimit } from './directory.routes';

/** A sitemap file may list 50,000 addresses; an association has far fewer members. */
const SITEMAP_MAX = 10_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const sitemapRoutes: FastifyPluginAsync<{
  db: Database;
  now: () => Date;
  publicUrl: string;
}> = async (app, { db, now, publicUrl }) => {
  const base = publicUrl.replace(/\/+$/, '');

  app.get('/sitemap.xml', { config: directoryReadLimit }, async (_request, reply) => {
    const listings = await listShownListingIds(db, now(), SITEMAP_MAX);
    const urls = [
      `<url><loc>${escapeXml(`${base}/directory`)}</loc></url>`,
      ...listings.map(
        ({ memberId, updatedAt }) =>
          `<url><loc>${escapeXml(`${base}/directory/${memberId}`)}</loc>` +
          `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /app/',
          'Disallow: /staff',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
};
