import { addDays, addMonths } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { applications, auditLog, members, membershipPeriods } from '../../db/schema';
import { businessDateOf } from '../../lib/list-query';
import type { MemberItem } from './members.service';
import {
  categoryIdOf,
  insertBulkMembers,
  request,
  type Page,
} from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

async function list(query = '', email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  return request(t.app).get<Page<MemberItem>>(`/api/staff/members${query}`, headers);
}

const names = (page: Page<MemberItem> | undefined) => page?.items.map((item) => item.name) ?? [];

async function memberId(email: string): Promise<number> {
  const [row] = await t.db.select().from(members).where(eq(members.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

describe('GET /api/staff/members', () => {
  it('lists members by name with category, expiry and status', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data?.total).toBe(8);
    expect(names(body.data)).toEqual([
      'Aarav Mehta',
      'Anjali Das',
      'Karan Malhotra',
      'Meera Joshi',
      'Priya Nair',
      'Rohan Kapoor',
      'Sneha Iyer',
      'Vikram Singh',
    ]);
    const rohan = body.data?.items.find((item) => item.email === 'active@example.com');
    expect(rohan).toEqual({
      id: await memberId('active@example.com'),
      member_number: 'PM-0003',
      name: 'Rohan Kapoor',
      company_name: 'Kapoor Live Pvt Ltd',
      email: 'active@example.com',
      mobile: '9800000011',
      zone: 'west',
      category: { id: await categoryIdOf(t.db, 'Gold'), name: 'Gold' },
      expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'active',
      manual: 0,
      documents_link: null,
      application_id: expect.any(Number),
    });
    // The seed's expiry is 8 months from now (the test's own clock, give or take a day at midnight).
    const expected = addMonths(new Date(), 8);
    expect([businessDateOf(expected), businessDateOf(addDays(expected, -1))]).toContain(
      rohan?.expires_at,
    );
    const meera = body.data?.items.find((item) => item.email === 'manual@example.com');
    expect(meera).toMatchObject({
      status: 'expired',
      manual: 1,
      documents_link: 'https://example.com/documents/joshi-exhibitions.pdf',
    });
  });

  it.each([
    ['?status=expired', ['Anjali Das', 'Meera Joshi', 'Vikram Singh']],
    ['?status=active&zone=west', ['Karan Malhotra', 'Rohan Kapoor']],
    ['?manual=1', ['Meera Joshi']],
    ['?manual=0&status=expired', ['Anjali Das', 'Vikram Singh']],
    ['?q=kapoor', ['Rohan Kapoor']],
    ['?q=pm-0003', ['Rohan Kapoor']],
    ['?q=RENEW@', ['Sneha Iyer']],
    ['?q=98000%2000015', ['Karan Malhotra']],
    ['?q=festivals', ['Anjali Das']],
  ])('filters: %s', async (query, expected) => {
    const { body } = await list(query);
    expect(names(body.data)).toEqual(expected);
    expect(body.data?.total).toBe(expected.length);
  });

  it.each([
    '+91 98000 00011',
    '919800000011',
    '098000-00011',
    '00011',
    'PM-3',
    'pm3',
    'pm 0003',
    'PM-0003',
    '3',
    '0003',
  ])(
    'finds a member by each form of their mobile and member number (decision 090): q=%s',
    async (q) => {
      const { body } = await list(`?q=${encodeURIComponent(q)}`);
      expect(names(body.data)).toEqual(['Rohan Kapoor']);
    },
  );

  it("finds a member by their application's number, written short", async () => {
    const { body } = await list('?q=active@example.com');
    const applicationId = body.data?.items[0]?.application_id ?? 0;
    const [application] = await t.db
      .select({ appId: applications.appId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    const serial = Number(application?.appId.replace(/\D/g, ''));
    const byApplication = await list(`?q=PA-${serial}`);
    expect(names(byApplication.body.data)).toEqual(['Rohan Kapoor']);
  });

  it.each([
    ['+91 98765 43210', 'a mobile with +91 and spaces'],
    ['98765-43210', 'a mobile with a dash'],
    ['PM-42', 'a member number written short'],
    ['42', 'a member number as its digits'],
    ['PA-9', "the member's application number written short"],
  ])('finds a member by %s (%s, issue #29 item 7)', async (q) => {
    const id = await memberId('active@example.com');
    const [member] = await t.db.select().from(members).where(eq(members.id, id));
    // Numbers no seeded record has, so only this member answers.
    await t.db
      .update(applications)
      .set({ appId: 'PA-999990' })
      .where(inArray(applications.appId, ['PA-000009', 'PA-0009']));
    await t.db
      .update(applications)
      .set({ appId: 'PA-000009' })
      .where(eq(applications.id, member!.applicationId!));
    await t.db
      .update(members)
      .set({ mobileNumber: '9876543210', memberNumber: 'PM-0042' })
      .where(eq(members.id, id));
    const { body } = await list(`?q=${encodeURIComponent(q)}`);
    expect(names(body.data)).toEqual(['Rohan Kapoor']);
  });

  it('filters by category', async () => {
    const gold = await categoryIdOf(t.db, 'Gold');
    const { body } = await list(`?category=${gold}`);
    expect(names(body.data)).toEqual([
      'Aarav Mehta',
      'Meera Joshi',
      'Rohan Kapoor',
      'Vikram Singh',
    ]);
  });

  it('sorts by expiry, either way', async () => {
    const ascending = await list('?sort=expires_at&pageSize=4');
    expect(names(ascending.body.data)).toEqual([
      'Anjali Das',
      'Vikram Singh',
      'Meera Joshi',
      'Sneha Iyer',
    ]);
    const descending = await list('?sort=-expires_at&pageSize=2');
    expect(names(descending.body.data)).toEqual(['Aarav Mehta', 'Rohan Kapoor']);
  });

  it('sorts by member number and company', async () => {
    expect(names((await list('?sort=-member_number&pageSize=2')).body.data)).toEqual([
      'Meera Joshi',
      'Karan Malhotra',
    ]);
    expect(names((await list('?sort=company_name&pageSize=2')).body.data)).toEqual([
      'Anjali Das',
      'Sneha Iyer',
    ]);
  });

  it('takes the expiry from the latest membership period, whatever the stored status says', async () => {
    const id = await memberId('lapsed@example.com');
    await t.db.insert(membershipPeriods).values({
      memberId: id,
      categoryId: await categoryIdOf(t.db, 'Gold'),
      startsAt: addDays(new Date(), -30),
      endsAt: addMonths(new Date(), 11),
    });
    const { body } = await list('?q=lapsed@');
    expect(body.data?.items[0]).toMatchObject({ name: 'Vikram Singh', status: 'active' });
    expect((await list('?status=expired')).body.data?.total).toBe(2);
  });

  it('pages through thousands of members', async () => {
    await insertBulkMembers(t.db, 3_000);
    const { body } = await list('?q=bulk&sort=member_number&pageSize=100&page=30');
    expect(body.data?.total).toBe(3_000);
    expect(body.data?.items[0]?.member_number).toBe('BM-002901');
    expect(body.data?.items.at(-1)?.member_number).toBe('BM-003000');
  });

  it.each([
    ['?status=lapsed', 'status', 'status must be active or expired'],
    ['?manual=2', 'manual', 'manual must be 0, 1 or 4'],
    ['?sort=email', 'sort', expect.stringMatching(/^sort must be one of name/)],
    ['?pageSize=1000', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
  ])('answers 400 for %s', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual(message);
  });

  it('is open to every staff role and closed to everyone else', async () => {
    expect((await list('', 'zm.east@example.com')).status).toBe(200);
    expect((await list('', 'gb2@example.com')).status).toBe(200);
    const api = request(t.app);
    expect((await api.get('/api/staff/members')).status).toBe(401);
    const applicant = await applicantBearer(t.app, { emails: ['active@example.com'] });
    expect((await api.get('/api/staff/members', applicant)).status).toBe(403);
  });
});

describe('GET /api/staff/members/:id', () => {
  it('shows one member as the list does, to every staff role', async () => {
    const id = await memberId('active@example.com');
    const listed = (await list('?q=active@example.com')).body.data?.items[0];
    for (const email of ['admin@example.com', 'zm.east@example.com', 'gb2@example.com']) {
      const headers = await staffBearer(t.app, t.db, email);
      const { status, body } = await request(t.app).get<MemberItem>(
        `/api/staff/members/${id}`,
        headers,
      );
      expect(status).toBe(200);
      expect(body.data).toEqual(listed);
    }
  });

  it('answers 404 for an unknown member, 400 for a bad id, 401 and 403 to others', async () => {
    const headers = await staffBearer(t.app, t.db, 'office@example.com');
    const api = request(t.app);
    expect((await api.get('/api/staff/members/999999', headers)).status).toBe(404);
    expect((await api.get('/api/staff/members/abc', headers)).status).toBe(400);
    const id = await memberId('active@example.com');
    expect((await api.get(`/api/staff/members/${id}`)).status).toBe(401);
    const applicant = await applicantBearer(t.app, { emails: ['active@example.com'] });
    expect((await api.get(`/api/staff/members/${id}`, applicant)).status).toBe(403);
  });
});

describe('PATCH /api/staff/members/:id', () => {
  async function patch(id: number, payload: unknown, email = 'admin@example.com') {
    const headers = await staffBearer(t.app, t.db, email);
    return request(t.app).patch<{ manual: number; documents_link: string | null }>(
      `/api/staff/members/${id}`,
      payload,
      headers,
    );
  }

  async function auditRows(id: number) {
    return t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(id))));
  }

  it('sets the manual flag and documents link, and audits the change', async () => {
    const id = await memberId('active@example.com');
    const link = 'https://files.example.com/kapoor-live.pdf';
    const { status, body } = await patch(id, { manual: 4, documents_link: link });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Member updated',
      data: { id, manual: 4, documents_link: link },
    });
    expect((await list('?q=active@')).body.data?.items[0]).toMatchObject({
      manual: 4,
      documents_link: link,
    });
    const [audit, ...more] = await auditRows(id);
    expect(more).toEqual([]);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    expect(audit).toMatchObject({
      action: 'member.update',
      actor: expect.stringMatching(/^staff:\d+$/),
      before: { manual: 0, documents_link: null },
      after: { manual: 4, documents_link: link },
    });
    expect(admin.authorization).toMatch(/^Bearer /);
  });

  it('keeps the link when only the flag is sent, clears it with null, and lets office edit', async () => {
    const id = await memberId('manual@example.com');
    const kept = await patch(id, { manual: 0 }, 'office@example.com');
    expect(kept.body.data).toEqual({
      id,
      manual: 0,
      documents_link: 'https://example.com/documents/joshi-exhibitions.pdf',
    });
    const cleared = await patch(id, { manual: 1, documents_link: null });
    expect(cleared.body.data?.documents_link).toBeNull();
    expect((await auditRows(id)).map((row) => row.after)).toEqual([
      { manual: 0 },
      { manual: 1, documents_link: null },
    ]);
  });

  it('accepts a file uploaded to the portal as the documents link', async () => {
    const id = await memberId('renew@example.com');
    const { status } = await patch(id, {
      manual: 1,
      documents_link: '/api/files/0123456789abcdef.pdf',
    });
    expect(status).toBe(200);
  });

  it.each([
    [{ manual: 2 }, 'manual', 'manual must be 0, 1 or 4'],
    [{}, 'manual', 'manual must be 0, 1 or 4'],
    [{ manual: '1' }, 'manual', 'manual must be 0, 1 or 4'],
    [
      { manual: 1, documents_link: 'javascript:alert(1)' },
      'documents_link',
      'documents_link must be an http(s) link or an uploaded file',
    ],
  ])('answers 400 for %j', async (payload, field, message) => {
    const { status, body } = await patch(await memberId('renew@example.com'), payload);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
  });

  it('answers 404 for an unknown member and 403 to other roles', async () => {
    expect((await patch(99_999, { manual: 1 })).status).toBe(404);
    const id = await memberId('renew@example.com');
    for (const email of ['accounts@example.com', 'zm.south@example.com', 'gb1@example.com']) {
      expect((await patch(id, { manual: 1 }, email)).status).toBe(403);
    }
    expect(await auditRows(id)).toEqual([]);
  });
});
