// WhatsApp's webhook: GET answers Meta's verification handshake, POST takes status reports as raw
// bytes (the signature covers the bytes as sent). HTTP only; the service checks and records.
import {
  whatsappHandshakeQuery,
  whatsappWebhookResponse,
} from '@portico/domain/contracts/whatsapp-webhook.contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../errors';
import type { DeliveryReportsService } from './delivery-reports.service';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

type Options = { service: DeliveryReportsService };

export const deliveryReportRoutes: FastifyPluginAsync<Options> = async (app, { service }) => {
  await app.register(handshakeRoute, { service });
  await app.register(reportRoute, { service });
};

const handshakeRoute: FastifyPluginAsyncZod<Options> = async (scope, { service }) => {
  scope.get(
    WHATSAPP_WEBHOOK_PATH,
    { schema: { querystring: whatsappHandshakeQuery } },
    (request, reply) => {
      const query = request.query;
      const challenge = service.handshake({
        mode: query['hub.mode'],
        verifyToken: query['hub.verify_token'],
        challenge: query['hub.challenge'],
      });
      return reply.type('text/plain').send(challenge);
    },
  );
};

const reportRoute: FastifyPluginAsync<Options> = async (scope, { service }) => {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  scope.post(
    WHATSAPP_WEBHOOK_PATH,
    { schema: { response: { 200: whatsappWebhookResponse } } },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new BadRequestError('Invalid webhook payload');
      const signature = request.headers[WHATSAPP_SIGNATURE_HEADER];
      return service.receive(body, typeof signature === 'string' ? signature : undefined);
    },
  );
};
