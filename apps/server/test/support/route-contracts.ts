// The route check of decision 060: every route that takes a body or a query string validates it with
// a request contract from packages/domain (a schema the contracts register), never with a schema
// written beside the route or with none.
import { requestContractName } from '@portico/domain/contracts/request-contract';
import type { RegisteredRoute } from '../../src/app';

/** The methods whose routes take a body unless they are listed as taking none. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Routes of a body method that take no JSON or form body, each with the reason. A file upload
 * streams its file to storage as it arrives (its operation checks the parts), and a provider's
 * webhook is checked against its signature as raw bytes before it is read at all.
 */
export const ROUTES_WITHOUT_BODY: Readonly<Record<string, string>> = {
  'POST /api/logout': 'no body: the token in the Authorization header is the request',
  'POST /api/upload': 'a multipart file, streamed to storage; its parts are UPLOAD_PARTS',
  'POST /api/staff/members/import': 'a spreadsheet file (member-import.routes.ts)',
  'PUT /api/staff/settings/logo': 'an image file (logo.routes.ts)',
  'POST /api/payments/webhook': "the provider's signed raw body",
  'POST /api/webhooks/whatsapp': "the provider's signed raw body",
  'POST /api/staff/messages/:id/resend': 'no body: the path names the message',
  'POST /api/card/reissue': 'no body: the token names the member whose card is reissued',
  'PUT /api/directory/listing/logo': 'an image file (listing-logo.routes.ts)',
  'POST /api/staff/directory/listings/:id/show': 'no body: the path names the listing shown again',
  'POST /api/staff/data-requests/:id/complete': 'no body: the path names the request',
  'POST /api/team/:personId/remove': 'no body: the path names the person removed',
  'POST /api/staff/members/:id/team/:personId/remove': 'no body: the path names the person',
  'POST /api/team/transfer/withdraw': 'no body: a member has at most one open transfer request',
  'POST /api/reminders/unsubscribe':
    "RFC 8058's one-click body; the token is in the query string (a contract)",
};

/** One line per route part that has no request contract: 'POST /api/x body'. */
export function routesWithoutContract(routes: readonly RegisteredRoute[]): string[] {
  const missing: string[] = [];
  for (const { method, url, schema } of routes) {
    const route = `${method} ${url}`;
    const takesBody = BODY_METHODS.has(method) && ROUTES_WITHOUT_BODY[route] === undefined;
    if ((takesBody || schema?.body !== undefined) && !requestContractName(schema?.body)) {
      missing.push(`${route} body`);
    }
    if (schema?.querystring !== undefined && !requestContractName(schema.querystring)) {
      missing.push(`${route} querystring`);
    }
  }
  return missing;
}
