import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, outbox, staff } from '../../db/schema';
import type { StaffAccountView } from './staff-accounts.service';
import { request } from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

const INVITATION = {
  email: ' Esha.East@Example.com ',
  name: 'Esha East',
  roles: [{ role: 'accounts' }, { role: 'zone_manager', zone: 'east' }],
};

async function invite(payload: unknown, email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  return request(t.app).post<StaffAccountView>('/api/staff/staff/invitations', payload, headers);
}

describe('POST /api/staff/staff/invitations', () => {
  it('creates the account and emails where to sign in, in the association’s layout, audited', async () => {
    const { status, body } = await invite(INVITATION);
    expect(status).toBe(200);
    expect(body.message).toBe('Invitation sent');
    expect(body.data).toMatchObject({ email: 'esha.east@example.com', active: true });
    const id = body.data?.id ?? 0;
    const [account] = await t.db.select().from(staff).where(eq(staff.id, id));
    expect(account?.name).toBe('Esha East');

    const [email] = await t.db.select().from(outbox).where(eq(outbox.to, 'esha.east@example.com'));
    expect(email).toMatchObject({ channel: 'email', kind: 'staff_invitation_email' });
    expect(email?.subject).toMatch(/: your back-office account$/);
    expect(email?.text).toContain('as accounts and zone manager (East)');
    expect(email?.text).toMatch(/Sign in: https?:\/\/[^\s]+\/staff\/login\n/);
    expect(email?.html).toContain('/staff/login');
    // The link opens the sign-in page only: no token, nothing a reader of Messages could use.
    expect(email?.text).not.toMatch(/[?&]t=|token/i);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject({
      action: 'staff.invite',
      entity: 'staff',
      after: expect.objectContaining({ email: 'esha.east@example.com', name: 'Esha East' }),
    });
  });

  it('refuses an address that has an account (409) and sends nothing', async () => {
    const { status, body } = await invite({ ...INVITATION, email: 'OFFICE@example.com' });
    expect(status).toBe(409);
    expect(body.errors).toEqual({ email: 'A staff account with this email already exists' });
    const kinds = await t.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(eq(outbox.kind, 'staff_invitation_email'));
    expect(kinds).toEqual([]);
  });

  it('checks its body against the contract', async () => {
    expect((await invite({ ...INVITATION, roles: [] })).status).toBe(400);
    expect((await invite({ ...INVITATION, email: 'nope' })).status).toBe(400);
  });

  it('ticks the checklist’s staff step, even once the invited account is made inactive', async () => {
    const headers = await staffBearer(t.app, t.db, 'admin@example.com');
    const staffStep = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/staff/getting-started',
        headers,
      });
      const { steps } = response.json<{ data: { steps: { key: string; done: boolean }[] } }>().data;
      return steps.find((step) => step.key === 'staff')?.done;
    };
    await t.db.update(staff).set({ active: false }).where(ne(staff.email, 'admin@example.com'));
    expect(await staffStep()).toBe(false);
    const { body } = await invite(INVITATION);
    expect(await staffStep()).toBe(true);
    await t.db
      .update(staff)
      .set({ active: false })
      .where(eq(staff.id, body.data?.id ?? 0));
    expect(await staffStep()).toBe(true);
  });

  it('is for admins only', async () => {
    for (const email of ['office@example.com', 'accounts@example.com', 'zm.north@example.com']) {
      expect((await invite(INVITATION, email)).status).toBe(403);
    }
    expect((await request(t.app).post('/api/staff/staff/invitations', INVITATION)).status).toBe(
      401,
    );
  });
});
