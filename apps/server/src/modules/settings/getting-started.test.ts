// The admin's "Getting started" checklist: each step ticked from the database's state, admin only.
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GettingStartedStepKey } from '@portico/domain/contracts/getting-started.contract';
import { useTestApp } from '../../../test/support/app';
import { setProposersRule } from '../../../test/support/proposer-rule';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, outbox, payments, staff } from '../../db/schema';

const t = useTestApp();

async function steps(email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/staff/getting-started',
    headers,
  });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{
    data: { steps: { key: GettingStartedStepKey; done: boolean }[] };
  }>();
  return Object.fromEntries(data.steps.map(({ key, done }) => [key, done]));
}

describe('GET /api/staff/getting-started', () => {
  it('is for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/staff/getting-started' });
    expect(anonymous.statusCode).toBe(401);
    const headers = await staffBearer(t.app, t.db, 'office@example.com');
    const office = await t.app.inject({
      method: 'GET',
      url: '/api/staff/getting-started',
      headers,
    });
    expect(office.statusCode).toBe(403);
  });

  it('ticks each step from what the database holds', async () => {
    const before = await steps();
    expect(Object.keys(before)).toEqual([
      'association_details',
      'logo',
      'categories',
      'staff',
      'register',
      'messages',
      'payment',
    ]);
    expect(before).toMatchObject({ association_details: false, logo: false });
    // Members' payments are not a test: the step waits for the admin's (test-payment.test.ts).
    const captured = await t.db.select().from(payments).where(eq(payments.status, 'captured'));
    expect(captured.length).toBeGreaterThan(0);
    expect(before.payment).toBe(false);

    await setProposersRule(t.app, t.db, 1);
    await t.db.insert(auditLog).values({
      actor: 'staff:1',
      action: 'category.update',
      entity: 'membership_category',
      entityId: '1',
    });
    // Any message sent is not a test: the step waits for the admin's test on each channel set up
    // (none here: test-messages.test.ts covers it).
    await t.db.insert(outbox).values({ channel: 'sms', to: '9800000001', text: 'Your code' });
    const after = await steps();
    expect(after).toMatchObject({
      association_details: true,
      logo: false,
      categories: true,
      register: true,
      messages: false,
    });

    // The admin alone is not a team: another active account is what the step asks.
    expect(after.staff).toBe(true);
    await t.db.update(staff).set({ active: false }).where(ne(staff.email, 'admin@example.com'));
    expect((await steps()).staff).toBe(false);
  });
});
