// HTTP shape of the card's files and the scanner's list: the member's PDF card, Apple Wallet pass
// and Google Wallet link (decision 102), and the staff scanner's offline list (decision 103).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  googleWalletLinkResponse,
  offlineCardListResponse,
} from '@portico/domain/contracts/cards.contract';
import { sendPrivateFile } from '../../lib/send-attachment';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { memberOnly, staffOnly } from '../auth';
import type { CardService } from './cards.service';
import { dataReply } from '../../lib/replies';

export const cardFileRoutes: FastifyPluginAsyncZod<{ service: CardService }> = async (
  app,
  { service },
) => {
  const download = { onRequest: memberOnly, config: { securityHeaders: FILE_DOWNLOAD_HEADERS } };

  app.get('/api/card/pdf', download, async (request, reply) => {
    const file = await service.pdf(await request.principal());
    return sendPrivateFile(reply, 'application/pdf', file.fileName, file.body);
  });

  app.get('/api/card/apple-pass', download, async (request, reply) => {
    const file = await service.applePass(await request.principal());
    return sendPrivateFile(reply, 'application/vnd.apple.pkpass', file.fileName, file.body);
  });

  app.get(
    '/api/card/google-wallet',
    { onRequest: memberOnly, schema: { response: { 200: googleWalletLinkResponse } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return dataReply(await service.googleWalletLink(await request.principal()));
    },
  );

  app.get(
    '/api/staff/card-check/offline',
    { onRequest: staffOnly(), schema: { response: { 200: offlineCardListResponse } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return dataReply(await service.offline(await request.principal()));
    },
  );
};
