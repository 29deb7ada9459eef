// The back office's auto-renewal within the member record's reach (decision 108): a zone manager sees
// and cancels the mandates of their own zones' members only, and the list of every zone's debits is
// for admin, office and accounts.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  holdWebhooks,
  memberWithMandate,
  offerAutoRenewal,
  post,
} from '../../../test/support/auto-renewal-fixtures';
import { staffBearer } from '../../../test/support/tokens';

const t = useTestApp();

describe('auto-renewal in the back office, by reach', () => {
  it('shows a zone manager their zones’ mandates only, and not the list of debits', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    // renew@ is a member of the south zone.
    const { member } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    const url = `/api/staff/members/${member.id}/auto_renewal`;

    const south = await staffBearer(t.app, t.db, 'zm.south@example.com');
    const own = await t.app.inject({ method: 'GET', url, headers: south });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: { mandate: { status: 'active' } } });

    const north = await staffBearer(t.app, t.db, 'zm.north@example.com');
    const other = await t.app.inject({ method: 'GET', url, headers: north });
    expect(other.statusCode).toBe(403);

    const debits = await t.app.inject({
      method: 'GET',
      url: '/api/staff/auto_renewal/debits?view=failures',
      headers: await staffBearer(t.app, t.db, 'zm.south@example.com'),
    });
    expect(debits.statusCode).toBe(403);
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/staff/auto_renewal/debits?view=failures',
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(accounts.statusCode).toBe(200);
  });

  it('refuses a bad member id with a 400, and an unknown member with a 404', async () => {
    const admin = await offerAutoRenewal(t.app, t.db);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members/abc/auto_renewal',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await post(
      t.app,
      '/api/staff/members/999999/auto_renewal/cancel',
      { reason: 'Asked by phone' },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
