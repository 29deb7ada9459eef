// HTTP shape of the membership card: the member's own card, its reissue, PDF and wallet passes, the
// public check of a scanned QR and its photo (limited per client IP), and the staff scanner's
// offline list. Thin: read the request, call the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardTokenParams,
  cardVerificationResponse,
  memberCardResponse,
} from '@portico/domain/contracts/cards.contract';
import { perIpLimit } from '../../plugins/rate-limit';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { memberOnly } from '../auth';
import { cardFileRoutes } from './card-files.routes';
import type { CardService } from './cards.service';
import { passWebServiceRoutes } from './pass-web-service.routes';
import { dataReply } from '../../lib/replies';

/**
 * Card checks per client IP: a door steward scans a few hundred cards an event; a script walking
 * tokens gets nowhere anyway (each is signed), but the limit keeps the lookups cheap. Counted across
 * every server process.
 */
export const CARD_CHECK_RATE_LIMIT = { max: 300, timeWindow: 60 * 60_000 } as const;

const cardCheckLimit = perIpLimit(
  CARD_CHECK_RATE_LIMIT,
  (after) => `Too many card checks. Please try again in ${after}`,
);

export const cardRoutes: FastifyPluginAsyncZod<{ service: CardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/card',
    { onRequest: memberOnly, schema: { response: { 200: memberCardResponse } } },
    async (request) => dataReply(await service.memberCard(await request.principal())),
  );

  app.post(
    '/api/card/reissue',
    { onRequest: memberOnly, schema: { response: { 200: memberCardResponse } } },
    async (request) => dataReply(await service.reissue(await request.principal())),
  );

  await app.register(cardFileRoutes, { service });
  await app.register(passWebServiceRoutes, { service });

  app.get(
    '/api/card/verify/:token',
    {
      schema: { params: cardTokenParams, response: { 200: cardVerificationResponse } },
      config: cardCheckLimit,
    },
    async (request, reply) => {
      // Live: a lapse or a revocation shows on the next scan.
      void reply.header('cache-control', 'no-store');
      return dataReply(await service.verify(request.params.token));
    },
  );

  app.get(
    '/api/card/photo/:token',
    {
      schema: { params: cardTokenParams },
      config: { ...cardCheckLimit, securityHeaders: FILE_DOWNLOAD_HEADERS },
    },
    async (request, reply) => {
      const photo = await service.photo(request.params.token);
      return reply
        .type(photo.mimeType)
        .headers({ 'cache-control': 'private, no-store' })
        .send(photo.stream);
    },
  );
};
