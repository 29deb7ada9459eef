// HTTP shape of the directory's public and member calls: the search and a member's page (limited
// per client IP, counted across processes), the logo, and the member's own listing. Thin: read the
// request, call the operation (decision 121).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryListingBody,
  directoryLogoQuery,
  directoryMemberParams,
  directoryMemberResponse,
  directoryPageResponse,
  directoryQuery,
  ownDirectoryListingResponse,
  ownDirectoryListingSaved,
} from '@portico/domain/contracts/directory.contract';
import { perIpLimit } from '../../plugins/rate-limit';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { forMembers, lenientPrincipal } from '../auth';
import type { DirectoryDeps } from './directory-deps';
import { directoryMember } from './directory-member';
import { openListingLogo } from './listing-logo';
import { ownListing, saveOwnListing } from './own-listing';
import { searchDirectory } from './search-directory';
import { listingLogoRoutes } from './listing-logo.routes';
import { dataReply, savedReply } from '../../lib/replies';

/**
 * Directory reads per client IP: a person browsing reads a few pages a minute; a scraper walking
 * members' pages is stopped after this many. The server's own page renders are counted on the
 * page (plugins/web.ts), not here.
 */
export const DIRECTORY_RATE_LIMIT = { max: 120, timeWindow: 10 * 60_000 } as const;

export const directoryReadLimit = perIpLimit(
  DIRECTORY_RATE_LIMIT,
  (after) => `Too many directory searches. Please try again in ${after}`,
  { exceptPageRenders: true },
);

export const directoryRoutes: FastifyPluginAsyncZod<{ directory: DirectoryDeps }> = async (
  app,
  { directory },
) => {
  app.get(
    '/api/directory',
    {
      schema: { querystring: directoryQuery, response: { 200: directoryPageResponse } },
      config: directoryReadLimit,
    },
    async (request) => dataReply(await searchDirectory(directory, request.query)),
  );

  app.get(
    '/api/directory/:id',
    {
      schema: { params: directoryMemberParams, response: { 200: directoryMemberResponse } },
      config: directoryReadLimit,
    },
    async (request, reply) => {
      const principal = await lenientPrincipal(request);
      // What it shows depends on who asks: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return dataReply(await directoryMember(directory, principal, request.params.id));
    },
  );

  app.get(
    '/api/directory/logo/:id',
    {
      schema: { params: directoryMemberParams, querystring: directoryLogoQuery },
      config: { ...directoryReadLimit, securityHeaders: FILE_DOWNLOAD_HEADERS },
    },
    async (request, reply) => {
      const logo = await openListingLogo(directory, request.params.id, request.query.v);
      // Its address changes with the file.
      return reply
        .type(logo.contentType)
        .header('cache-control', 'public, max-age=86400')
        .send(logo.body);
    },
  );

  app.get(
    '/api/directory/listing',
    forMembers({ response: { 200: ownDirectoryListingResponse } }, async (principal) =>
      dataReply(await ownListing(directory, principal)),
    ),
  );

  app.put(
    '/api/directory/listing',
    forMembers(
      { body: directoryListingBody, response: { 200: ownDirectoryListingSaved } },
      async (principal, request) =>
        savedReply(
          'Your directory listing was saved',
          await saveOwnListing(directory, principal, request.body),
        ),
    ),
  );

  await app.register(listingLogoRoutes, { directory });
};
