// Request ids (decision 026): every log line of a request carries its id (`reqId`) and the answer
// names it in X-Request-Id, so a support request, a proxy's log and ours can be matched. A proxy or a
// client may choose the id, for correlation only: nothing trusts it, ids may repeat, and only a short
// run of plain characters is kept, so a chosen id can neither forge nor flood a log line. Anything
// else is replaced with a random UUID, unique across processes.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it is safe, a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer, errors and 404s included, names its request id. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
