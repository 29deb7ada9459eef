import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, staff, staffRoles } from '../../db/schema';
import type { StaffAccountView } from './staff-accounts.service';
import { request, type Page } from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

async function as(email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  const api = request(t.app);
  return {
    list: (query = '') => api.get<Page<StaffAccountView>>(`/api/staff/staff${query}`, headers),
    create: (payload: unknown) => api.post<StaffAccountView>('/api/staff/staff', payload, headers),
    update: (id: number, payload: unknown) =>
      api.patch<StaffAccountView>(`/api/staff/staff/${id}`, payload, headers),
  };
}

async function staffId(email: string): Promise<number> {
  const [row] = await t.db.select().from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`no staff ${email}`);
  return row.id;
}

describe('GET /api/staff/staff', () => {
  it('lists staff accounts with their roles and zones, by name', async () => {
    const { status, body } = await (await as()).list();
    expect(status).toBe(200);
    expect(body.data?.total).toBe(9);
    expect(body.data?.items[0]).toMatchObject({
      email: 'accounts@example.com',
      name: 'Accounts Team',
      active: true,
      roles: [{ role: 'accounts', zone: null }],
    });
    const filtered = await (await as()).list('?role=zone_manager&q=north');
    expect(filtered.body.data?.items).toEqual([
      expect.objectContaining({
        email: 'zm.north@example.com',
        roles: [{ role: 'zone_manager', zone: 'north' }],
      }),
    ]);
    expect((await (await as()).list('?active=false')).body.data?.total).toBe(0);
    expect((await (await as()).list('?role=boss')).status).toBe(400);
  });

  it('is for admins only', async () => {
    for (const email of ['office@example.com', 'accounts@example.com', 'gb1@example.com']) {
      expect((await (await as(email)).list()).status).toBe(403);
    }
    expect((await request(t.app).get('/api/staff/staff')).status).toBe(401);
  });
});

describe('POST /api/staff/staff', () => {
  it('creates an account with roles, a zone manager with zones, audited', async () => {
    const { status, body } = await (
      await as()
    ).create({
      email: ' New.Manager@Example.com ',
      name: 'New Manager',
      roles: [
        { role: 'zone_manager', zone: 'south' },
        { role: 'zone_manager', zone: 'east' },
        { role: 'office' },
        { role: 'office', zone: null },
      ],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'new.manager@example.com',
      name: 'New Manager',
      active: true,
      roles: [
        { role: 'office', zone: null },
        { role: 'zone_manager', zone: 'east' },
        { role: 'zone_manager', zone: 'south' },
      ],
    });
    const id = body.data?.id ?? 0;
    expect(await t.db.select().from(staffRoles).where(eq(staffRoles.staffId, id))).toHaveLength(3);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject({
      action: 'staff.create',
      entity: 'staff',
      after: expect.objectContaining({ email: 'new.manager@example.com' }),
    });
  });

  it('refuses an email already in use, whatever its case (409)', async () => {
    const { status, body } = await (
      await as()
    ).create({ email: 'OFFICE@example.com', name: 'Twin', roles: [{ role: 'office' }] });
    expect(status).toBe(409);
    expect(body.errors).toEqual({ email: 'A staff account with this email already exists' });
  });

  it.each([
    [
      { email: 'nope', name: 'A', roles: [{ role: 'office' }] },
      'email',
      'email must be a valid email',
    ],
    [{ email: 'a@example.com', name: '', roles: [{ role: 'office' }] }, 'name', 'name is required'],
    [
      { email: 'a@example.com', name: 'A', roles: [] },
      'roles',
      'A staff account needs at least one role',
    ],
    [
      { email: 'a@example.com', name: 'A', roles: [{ role: 'boss' }] },
      'roles.0.role',
      'role must be one of admin, office, zone_manager, accounts, governing_body',
    ],
    [
      { email: 'a@example.com', name: 'A', roles: [{ role: 'zone_manager' }] },
      'roles.0.zone',
      'A zone manager needs a zone',
    ],
    [
      { email: 'a@example.com', name: 'A', roles: [{ role: 'accounts', zone: 'west' }] },
      'roles.0.zone',
      'Only a zone manager has a zone',
    ],
  ])('answers 400 for %j', async (payload, field, message) => {
    const { status, body } = await (await as()).create(payload);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
  });

  it('is for admins only', async () => {
    const office = await as('office@example.com');
    const { status } = await office.create({
      email: 'sneaky@example.com',
      name: 'Sneaky',
      roles: [{ role: 'admin' }],
    });
    expect(status).toBe(403);
    expect(await t.db.select().from(staff).where(eq(staff.email, 'sneaky@example.com'))).toEqual(
      [],
    );
  });
});

describe('PATCH /api/staff/staff/:id', () => {
  it('changes name, active and roles; the audit row holds only what changed', async () => {
    const id = await staffId('zm.west@example.com');
    const { status, body } = await (
      await as()
    ).update(id, {
      name: 'West and South',
      active: false,
      roles: [
        { role: 'zone_manager', zone: 'west' },
        { role: 'zone_manager', zone: 'south' },
      ],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'zm.west@example.com',
      name: 'West and South',
      active: false,
      roles: [
        { role: 'zone_manager', zone: 'south' },
        { role: 'zone_manager', zone: 'west' },
      ],
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject({
      action: 'staff.update',
      before: {
        name: 'West Zone Manager',
        active: true,
        roles: [{ role: 'zone_manager', zone: 'west' }],
      },
      after: {
        name: 'West and South',
        active: false,
        roles: [
          { role: 'zone_manager', zone: 'south' },
          { role: 'zone_manager', zone: 'west' },
        ],
      },
    });
  });

  it('changes the email unless another account has it', async () => {
    const id = await staffId('gb2@example.com');
    const api = await as();
    expect((await api.update(id, { email: 'GB1@example.com' })).status).toBe(409);
    const moved = await api.update(id, { email: 'governing.two@example.com' });
    expect(moved.body.data?.email).toBe('governing.two@example.com');
  });

  it('does not let an admin lock themself out', async () => {
    const id = await staffId('admin@example.com');
    const api = await as();
    expect((await api.update(id, { active: false })).body).toEqual({
      success: false,
      message: 'You cannot deactivate your own account',
      errors: { active: 'You cannot deactivate your own account' },
    });
    expect((await api.update(id, { roles: [{ role: 'office' }] })).status).toBe(400);
    const kept = await api.update(id, { roles: [{ role: 'admin' }, { role: 'office' }] });
    expect(kept.status).toBe(200);
  });

  it('answers 404 for an unknown account, 400 for an empty change, 403 to non-admins', async () => {
    const api = await as();
    expect((await api.update(9999, { name: 'Nobody' })).status).toBe(404);
    expect((await api.update(await staffId('gb1@example.com'), {})).status).toBe(400);
    const office = await as('office@example.com');
    expect((await office.update(await staffId('gb1@example.com'), { active: false })).status).toBe(
      403,
    );
  });
});
