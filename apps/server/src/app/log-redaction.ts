// Emailed links act as passwords: a proposer's approve/reject link, a payment link, an unsubscribe
// link. Their tokens ride in the query (`t`, `token`) or, for payment links, in the path
// (/api/payment/:historyId/:type/:token[/:coupon]); the request log keeps the address without them.

export const REDACTED = '[redacted]';

/** Query parameters that carry a token, whatever the route. */
const TOKEN_PARAMETER = /([?&](?:t|token|sig|signature)=)[^&#]*/gi;
/** The token segment of a payment link (and of anything under it). */
const PAYMENT_LINK_TOKEN = /^(\/api\/payment\/[^/?#]+\/[^/?#]+\/)[^/?#]+/;

/** The request's address as the log may keep it: the same, every token replaced. Linear in its length. */
export function redactUrl(url: string): string {
  return url.replace(PAYMENT_LINK_TOKEN, `$1${REDACTED}`).replace(TOKEN_PARAMETER, `$1${REDACTED}`);
}

type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer with the address redacted; anything else logged as `req` as it is. */
export function serializeRequest(request: LoggedRequest) {
  if (typeof request.url !== 'string') return request;
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
