// A member's own routes check who is calling before they validate the request: an anonymous caller
// gets 401 and any other kind of token 403, never a 400 whose messages describe the request's shape.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';

const t = useTestApp();

type Route = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown };

/** Each with a body, query or path no schema accepts. */
const MEMBER_ROUTES: Route[] = [
  { method: 'POST', url: '/api/my_data_requests', payload: { kind: 'nonsense', details: 7 } },
  { method: 'GET', url: '/api/my_data/not-a-number' },
  { method: 'GET', url: '/api/my_data/not-a-number/pdf' },
  { method: 'PUT', url: '/api/reminder_channels', payload: { email: 'yes please' } },
  { method: 'POST', url: '/api/user_clean_update/ignore', payload: { id: { nested: true } } },
  { method: 'POST', url: '/api/user_clean_update', payload: { name: { nested: true } } },
];

const SIGNED_IN_ROUTES: Route[] = [
  { method: 'GET', url: '/api/plan_status/not-a-number' },
  { method: 'GET', url: '/api/get_user_details/not-a-number' },
  ...['/api/step_1', '/api/step_2', '/api/step_3', '/api/step_4'].map((url): Route => ({
    method: 'POST',
    url,
    payload: { id: 'x', director: 7, members: 'no' },
  })),
];

function send(route: Route, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers,
    ...(route.payload === undefined ? {} : { payload: route.payload as object }),
  });
}

describe('access is checked before validation', () => {
  it.each([...MEMBER_ROUTES, ...SIGNED_IN_ROUTES])(
    'answers an anonymous $method $url with 401',
    async (route) => {
      const answer = await send(route);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).not.toHaveProperty('errors');
    },
  );

  it.each(MEMBER_ROUTES)(
    "answers an applicant's or a staff member's $method $url with 403",
    async (route) => {
      const applicant = await applicantBearer(t.app, { emails: ['asha@example.com'] });
      const staff = await staffBearer(t.app, t.db, 'admin@example.com');
      for (const headers of [applicant, staff]) {
        const answer = await send(route, headers);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).not.toHaveProperty('errors');
      }
    },
  );
});
