// Access before validation, for every route (issue 25): an anonymous request whose body, query and
// path no schema accepts gets 401 from every route that needs a caller. Only the public routes,
// listed here with why, may describe what was wrong with it (a 400 naming fields).
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

const t = useTestApp();

/** Routes anyone may call: a 400 that names a field is their answer to a bad request. */
const PUBLIC = new Set([
  // The catalogue and the form's look-ups.
  'GET /api/membership/:id',
  'GET /api/state/:zone',
  'GET /api/verify_email/:value',
  'GET /api/verify_mobile_number/:value',
  'POST /api/check_member',
  'GET /api/validate_membership',
  // Asking for a code and signing in with it.
  'POST /api/send_email_otp',
  'POST /api/send_mobile_otp',
  'POST /api/verify_otp',
  'POST /api/login_otp',
  'POST /api/login',
  'POST /api/staff/login_otp',
  'POST /api/staff/login',
  // Emailed links, whose signed token is the credential.
  'GET /api/member_status/:num/:user_id/:status',
  'POST /api/member_status/:num/:user_id/:status',
  'GET /api/payment/:historyId/:type/:token',
  'GET /api/payment/:historyId/:type/:token/:coupon',
  'GET /api/reminders/unsubscribe',
  'POST /api/reminders/unsubscribe',
  // The pre-debit notice's one-tap cancel of auto-renewal (decision 099).
  'POST /api/auto_renewal/cancel_link',
  // A membership card's QR (decision 092): its signed token is the credential, scanned by anyone.
  'GET /api/card/verify/:token',
  'GET /api/card/photo/:token',
  // Apple Wallet's web service (decision 116): the pass's own token, or the device, is the credential.
  'POST /api/passes/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
  'DELETE /api/passes/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
  'GET /api/passes/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
  'GET /api/passes/v1/passes/:passTypeIdentifier/:serialNumber',
  'POST /api/passes/v1/log',
  // The members' directory (decision 104): the association's public face, limited per IP.
  'GET /api/directory',
  'GET /api/directory/:id',
  'GET /api/directory/logo/:id',
  // Proved by the provider's signature, not by a session (a callback may outlive the page's token).
  'POST /api/PaymentSuccess',
  'POST /api/payments/webhook',
  // The development sandbox's payment window (never registered in production).
  'POST /api/dev/sandbox/pay',
  'POST /api/dev/sandbox/refund',
  // Auto-renewal's development hooks: the sandbox's mandate checkout, a member's expiry, the cycle.
  'POST /api/dev/sandbox/mandate',
  'POST /api/dev/auto_renewal/expiry',
  'POST /api/dev/auto_renewal/run',
]);

/** The route's address with every parameter replaced by text no parameter schema accepts. */
const garbageUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x%20y').replace('*', 'x');

describe('access before validation on every route', () => {
  it('answers an anonymous bad request to a route that needs a caller without describing it', async () => {
    const described: string[] = [];
    for (const { method, url } of t.app.registeredRoutes) {
      const route = `${method} ${url}`;
      if (PUBLIC.has(route) || !url.startsWith('/api/')) continue;
      const answer = await t.app.inject({
        method: method as 'GET',
        url: `${garbageUrl(url)}?page=-1&limit=nope&q[$gt]=1`,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: { id: { nested: true }, email: 7, amount: 'lots' } }),
      });
      if (answer.statusCode === 400) described.push(`${route} ${answer.statusCode}`);
    }
    expect(described).toEqual([]);
  });
});
