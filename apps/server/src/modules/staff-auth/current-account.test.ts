// A staff token names who is calling, never what they may do: every staff request acts on the account
// as it is now (issue 11, finding 2; decision 020). An admin deactivated, or an office user demoted,
// keeps no power through a token signed before.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { coupons, members, staff } from '../../db/schema';
import { submittedApplication } from '../../../test/support/pipeline-fixtures';
import { request, type Headers } from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

async function staffIdOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`no staff ${email}`);
  return row.id;
}

/** A second admin, made by the seeded one, changes the accounts (the seeded admin's too). */
const SECOND_ADMIN = 'second.admin@example.com';

beforeEach(async () => {
  const created = await request(t.app).post(
    '/api/staff/staff',
    { email: SECOND_ADMIN, name: 'Second Admin', roles: [{ role: 'admin' }] },
    await staffBearer(t.app, t.db, 'admin@example.com'),
  );
  expect(created.status).toBe(200);
});

async function changeAccount(email: string, change: Record<string, unknown>) {
  const updated = await request(t.app).patch(
    `/api/staff/staff/${await staffIdOf(email)}`,
    change,
    await staffBearer(t.app, t.db, SECOND_ADMIN),
  );
  expect(updated.status).toBe(200);
}

/** Every staff call (all but signing in), its path parameters filled with the given id. */
function staffRoutes(id: number) {
  return t.app.registeredRoutes
    .filter(({ url }) => url.startsWith('/api/staff/') && !/\/login(_otp)?$/.test(url))
    .map(({ method, url }) => ({ method, url: url.replace(/:[A-Za-z_]+/g, String(id)) }));
}

async function send(route: { method: string; url: string }, headers: Headers, payload?: unknown) {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers,
    ...(route.method === 'GET' ? {} : { payload: (payload ?? {}) as Record<string, unknown> }),
  });
  return response.statusCode;
}

describe("a deactivated admin's old token", () => {
  it('is refused (401) by every staff call, before anything else is looked at', async () => {
    const stale = await staffBearer(t.app, t.db, 'admin@example.com');
    await changeAccount('admin@example.com', { active: false });
    const routes = staffRoutes(1);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect({ ...route, status: await send(route, stale) }).toEqual({ ...route, status: 401 });
    }
  });

  it('can no longer list staff, make an admin, edit coupons, export members or write applications', async () => {
    const stale = await staffBearer(t.app, t.db, 'admin@example.com');
    const { id } = await submittedApplication(t.app, t.db);
    const [coupon] = await t.db.select().from(coupons).limit(1);
    await changeAccount('admin@example.com', { active: false });
    const api = request(t.app);

    expect((await api.get('/api/staff/staff', stale)).status).toBe(401);
    const made = await api.post(
      '/api/staff/staff',
      { email: 'mallory@example.com', name: 'Mallory', roles: [{ role: 'admin' }] },
      stale,
    );
    expect(made.status).toBe(401);
    expect(await t.db.select().from(staff).where(eq(staff.email, 'mallory@example.com'))).toEqual(
      [],
    );
    const edited = await api.patch(`/api/staff/coupons/${coupon?.id}`, { active: false }, stale);
    expect(edited.status).toBe(401);
    expect((await api.get('/api/staff/export/members.csv', stale)).status).toBe(401);
    expect((await api.get('/api/staff/export/payments.csv', stale)).status).toBe(401);
    expect((await api.get('/api/staff/export/applications.csv', stale)).status).toBe(401);
    expect((await api.post('/api/step_2', { id, director: null }, stale)).status).toBe(401);
    const cancelled = await api.post(
      `/api/staff/applications/${id}/cancel`,
      { remark: 'Gone' },
      stale,
    );
    expect(cancelled.status).toBe(401);
  });

  it('works again, with the roles of the moment, once the account is re-activated', async () => {
    const stale = await staffBearer(t.app, t.db, 'admin@example.com');
    await changeAccount('admin@example.com', { active: false });
    expect((await request(t.app).get('/api/staff/staff', stale)).status).toBe(401);
    await changeAccount('admin@example.com', { active: true, roles: [{ role: 'accounts' }] });
    expect((await request(t.app).get('/api/staff/staff', stale)).status).toBe(403);
    expect((await request(t.app).get('/api/staff/coupons', stale)).status).toBe(200);
  });
});

describe("a demoted staff member's old token", () => {
  it('answers every staff call as a token signed after the demotion would', async () => {
    const stale = await staffBearer(t.app, t.db, 'office@example.com');
    await changeAccount('office@example.com', { roles: [{ role: 'governing_body' }] });
    const fresh = await staffBearer(t.app, t.db, 'office@example.com');
    for (const route of staffRoutes(1)) {
      expect({ ...route, status: await send(route, stale) }).toEqual({
        ...route,
        status: await send(route, fresh),
      });
    }
  });

  it('loses the office writes: editing and cancelling applications, the member flag', async () => {
    const stale = await staffBearer(t.app, t.db, 'office@example.com');
    const { id } = await submittedApplication(t.app, t.db);
    const [member] = await t.db.select({ id: members.id }).from(members).limit(1);
    const api = request(t.app);
    // Before the demotion the token does all three.
    expect((await api.post('/api/step_2', { id, director: null }, stale)).status).toBe(200);

    await changeAccount('office@example.com', { roles: [{ role: 'accounts' }] });
    expect((await api.post('/api/step_2', { id, director: null }, stale)).status).toBe(403);
    const cancelled = await api.post(
      `/api/staff/applications/${id}/cancel`,
      { remark: 'Duplicate' },
      stale,
    );
    expect(cancelled.status).toBe(403);
    expect((await api.patch(`/api/staff/members/${member?.id}`, { manual: 1 }, stale)).status).toBe(
      403,
    );
    // What an accounts user may do, the demoted token may do.
    expect((await api.get('/api/staff/export/payments.csv', stale)).status).toBe(200);
  });

  it('follows a zone manager moved to another zone', async () => {
    const stale = await staffBearer(t.app, t.db, 'zm.north@example.com');
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await changeAccount('zm.north@example.com', {
      roles: [{ role: 'zone_manager', zone: 'south' }],
    });
    const approved = await request(t.app).post(
      `/api/staff/applications/${id}/approve`,
      { remark: 'Fine' },
      stale,
    );
    expect(approved.status).toBe(403);
  });
});

describe('a staff token after logout', () => {
  it('is refused by staff calls, while another token of the same account still works', async () => {
    const signedOut = await staffBearer(t.app, t.db, 'admin@example.com');
    const other = await staffBearer(t.app, t.db, 'admin@example.com');
    const api = request(t.app);
    expect((await api.get('/api/staff/applications', signedOut)).status).toBe(200);
    expect((await api.post('/api/logout', {}, signedOut)).status).toBe(200);
    expect((await api.get('/api/staff/applications', signedOut)).status).toBe(401);
    expect((await api.get('/api/staff/applications', other)).status).toBe(200);
  });
});
