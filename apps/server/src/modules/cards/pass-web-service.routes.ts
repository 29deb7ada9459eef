// HTTP shape of Apple Wallet's web service (decision 116), at Apple's documented paths under
// PUBLIC_URL/api/passes, with Apple's status codes: 201 or 200 on a registration, 200 on its removal,
// 204 when no pass changed, 304 when the pass did not, 401 for a token the pass does not carry. Public
// (the pass's token is the credential), limited per client IP like the card checks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passDeviceParams,
  passesUpdatedQuery,
  passesNotUpdatedResponse,
  passesUpdatedResponse,
  passFileParams,
  passLogBody,
  passRegistrationBody,
  passRegistrationParams,
} from '@portico/domain/contracts/wallet-passes.contract';
import { perIpLimit } from '../../plugins/rate-limit';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import type { CardService } from './cards.service';

/** A phone asks when a pass changes or Wallet opens; a household behind one address stays far under. */
export const PASS_SERVICE_RATE_LIMIT = { max: 600, timeWindow: 60 * 60_000 } as const;

const passServiceLimit = perIpLimit(
  PASS_SERVICE_RATE_LIMIT,
  (after) => `Too many pass requests. Please try again in ${after}`,
);

const REGISTRATION = '/api/passes/v1/devices/:deviceLibraryIdentifier/registrations';

export const passWebServiceRoutes: FastifyPluginAsyncZod<{ service: CardService }> = async (
  app,
  { service },
) => {
  app.post(
    `${REGISTRATION}/:passTypeIdentifier/:serialNumber`,
    {
      schema: { params: passRegistrationParams, body: passRegistrationBody },
      config: passServiceLimit,
    },
    async (request, reply) => {
      const { created } = await service.passes.register(
        request.params,
        request.headers.authorization,
        request.body.pushToken,
      );
      return reply.code(created ? 201 : 200).send();
    },
  );

  app.delete(
    `${REGISTRATION}/:passTypeIdentifier/:serialNumber`,
    { schema: { params: passRegistrationParams }, config: passServiceLimit },
    async (request, reply) => {
      await service.passes.unregister(request.params, request.headers.authorization);
      return reply.code(200).send();
    },
  );

  app.get(
    `${REGISTRATION}/:passTypeIdentifier`,
    {
      schema: {
        params: passDeviceParams,
        querystring: passesUpdatedQuery,
        response: { 200: passesUpdatedResponse, 204: passesNotUpdatedResponse },
      },
      config: passServiceLimit,
    },
    async (request, reply) => {
      const updated = await service.passes.updated(
        request.params,
        request.query.passesUpdatedSince,
      );
      void reply.header('cache-control', 'no-store');
      if (!updated) return reply.code(204).send(null);
      return updated;
    },
  );

  app.get(
    '/api/passes/v1/passes/:passTypeIdentifier/:serialNumber',
    {
      schema: { params: passFileParams },
      config: { ...passServiceLimit, securityHeaders: FILE_DOWNLOAD_HEADERS },
    },
    async (request, reply) => {
      const pass = await service.passes.latest(
        request.params,
        request.headers.authorization,
        request.headers['if-modified-since'],
      );
      void reply.header('cache-control', 'private, no-cache');
      if (pass.notModified) return reply.code(304).send();
      return reply
        .type('application/vnd.apple.pkpass')
        .header('last-modified', pass.lastModified.toUTCString())
        .send(pass.body);
    },
  );

  app.post(
    '/api/passes/v1/log',
    { schema: { body: passLogBody }, config: passServiceLimit },
    async (request, reply) => {
      service.passes.log(request.body.logs);
      return reply.code(200).send();
    },
  );
};
