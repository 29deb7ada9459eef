// GET /api/staff/audit and its CSV/XLSX exports (issue #15, decision 044): admin only, filters by
// record, actor, action, dates and free text over before/after, newest first, actors by name.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditItem } from '@portico/domain/contracts/audit.contract';
import { useTestApp } from '../../../test/support/app';
import { parseCsv, request, type Page } from '../../../test/support/staff-admin-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, members, staff } from '../../db/schema';
import { recordAudit } from '../audit/audit.repository';

const t = useTestApp();

async function staffId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`no staff ${email}`);
  return row.id;
}

/** Four known rows, in this order, on top of whatever the seed wrote. */
async function seedRows() {
  const admin = await staffId('admin@example.com');
  const [member] = await t.db
    .select({
      id: members.id,
      name: members.name,
      applicationId: members.applicationId,
      memberNumber: members.memberNumber,
    })
    .from(members)
    .where(eq(members.email, 'member1@example.com'));
  if (!member) throw new Error('no member1');
  const at = (iso: string) => new Date(iso);
  await t.db.insert(auditLog).values([
    {
      actor: `staff:${admin}`,
      action: 'settings.association_updated',
      entity: 'association_settings',
      entityId: '1',
      before: { gst_rate: 18 },
      after: { gst_rate: 12 },
      at: at('2026-03-01T05:00:00Z'),
    },
    {
      actor: `member:${member.id}`,
      action: 'member.reminder_channels',
      entity: 'member',
      entityId: String(member.id),
      before: { remind_by_whatsapp: false },
      after: { remind_by_whatsapp: true },
      at: at('2026-03-02T05:00:00Z'),
    },
    {
      actor: `staff:${admin}`,
      action: 'review.approve',
      entity: 'application',
      entityId: '42',
      before: { review_stage: 'zone_manager' },
      after: { review_stage: 'accounts', remark: 'Documents in order' },
      at: at('2026-03-03T05:00:00Z'),
    },
    {
      actor: 'applicant:new.person@example.com',
      action: 'application.update',
      entity: 'application',
      entityId: '43',
      before: { company_name: 'Old Co' },
      after: { company_name: '=HYPERLINK("x")' },
      at: at('2026-03-04T05:00:00Z'),
    },
  ]);
  return { admin, member };
}

async function list(query: string, email = 'admin@example.com') {
  return request(t.app).get<Page<AuditItem>>(
    `/api/staff/audit?${query}`,
    await staffBearer(t.app, t.db, email),
  );
}

const window = 'from=2026-03-01&to=2026-03-04';

describe('GET /api/staff/audit', () => {
  it('is for admins only, checked before the query is read', async () => {
    const api = request(t.app);
    expect((await api.get('/api/staff/audit')).status).toBe(401);
    expect((await list('', 'office@example.com')).status).toBe(403);
    expect((await list('from=nonsense', 'accounts@example.com')).status).toBe(403);
    for (const path of ['audit.csv', 'audit.xlsx']) {
      expect((await api.get(`/api/staff/export/${path}`)).status).toBe(401);
      const office = await staffBearer(t.app, t.db, 'office@example.com');
      expect((await api.get(`/api/staff/export/${path}`, office)).status).toBe(403);
    }
  });

  it('lists newest first with the actor by name and a link to the record', async () => {
    const { admin, member } = await seedRows();
    const response = await list(`${window}&pageSize=2`);
    expect(response.status).toBe(200);
    const page = response.body.data!;
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.action)).toEqual(['application.update', 'review.approve']);
    expect(page.items[1]).toMatchObject({
      actor: `staff:${admin}`,
      actor_kind: 'staff',
      actor_email: 'admin@example.com',
      actor_name: expect.any(String),
      entity: 'application',
      entity_id: '42',
      application_id: 42,
      member_id: null,
      before: { review_stage: 'zone_manager' },
      after: { review_stage: 'accounts', remark: 'Documents in order' },
    });
    const second = (await list(`${window}&pageSize=2&page=2`)).body.data!;
    expect(second.items.map((item) => item.action)).toEqual([
      'member.reminder_channels',
      'settings.association_updated',
    ]);
    expect(second.items[0]).toMatchObject({
      actor_kind: 'member',
      actor_name: member.name,
      actor_email: 'member1@example.com',
      member_id: member.id,
      application_id: member.applicationId,
      // The member by their number, the row as a sentence with no code in it.
      record_label: member.memberNumber ?? member.name,
      sentence: `${member.name} (member) changed how ${member.memberNumber ?? member.name} gets reminders.`,
    });
    expect(second.items[1]?.actor_roles).toContain('admin');
    expect(second.items[1]?.sentence).toMatch(
      /\(admin\) changed the association's GST rate \(%\)\.$/,
    );
  });

  it('filters by record, actor, action, dates and text in the values', async () => {
    const { admin, member } = await seedRows();
    const actions = async (query: string) =>
      (await list(`${window}&${query}`)).body.data!.items.map((item) => item.action);
    expect(await actions('entity=application')).toEqual(['application.update', 'review.approve']);
    expect(await actions('entity=application&entity_id=42')).toEqual(['review.approve']);
    expect(await actions(`actor=staff:${admin}`)).toEqual([
      'review.approve',
      'settings.association_updated',
    ]);
    expect(await actions('actor=ADMIN@example.com')).toEqual([
      'review.approve',
      'settings.association_updated',
    ]);
    expect(await actions('actor=member1@example.com')).toEqual(['member.reminder_channels']);
    expect(await actions(`actor=member:${member.id}`)).toEqual(['member.reminder_channels']);
    expect(await actions('actor=new.person@example.com')).toEqual(['application.update']);
    expect(await actions('action=review')).toEqual(['review.approve']);
    expect(await actions('action=review.approve')).toEqual(['review.approve']);
    expect(await actions('action=review.app')).toEqual([]);
    expect(await actions('q=documents in ORDER')).toEqual(['review.approve']);
    expect(await actions('q=100%')).toEqual([]);
    // A member number, however written, finds the entries about that member (decision 090).
    await t.db.update(members).set({ memberNumber: 'PM-0777' }).where(eq(members.id, member.id));
    for (const q of ['PM-0777', 'pm 777', 'PM777']) {
      expect(await actions(`q=${encodeURIComponent(q)}`), q).toEqual(['member.reminder_channels']);
    }
    const days = await list('from=2026-03-02&to=2026-03-03');
    expect(days.body.data!.items.map((item) => item.action)).toEqual([
      'review.approve',
      'member.reminder_channels',
    ]);
    // Empty parameters mean no filter, as forms send them.
    expect((await list(`${window}&entity=&actor=&action=&q=`)).body.data!.total).toBe(4);
  });

  it('answers 400 with the message for bad filters', async () => {
    const bad = async (query: string) => (await list(query)).body.message;
    expect((await list('entity=planet')).status).toBe(400);
    expect(await bad('entity=planet')).toMatch(/^entity must be one of application/);
    expect(await bad('from=2026-02-30')).toBe('from must be a date (YYYY-MM-DD)');
    expect(await bad('from=2026-03-04&to=2026-03-01')).toBe('to must not be before from');
    expect(await bad(`actor=${'x'.repeat(101)}`)).toBe('actor must be at most 100 characters');
    expect(await bad('page=600&pageSize=20')).toMatch(/^Only the first 10,000 results/);
  });
});

describe('the audit exports', () => {
  it('writes the filtered rows as CSV, newest first, formulas defused', async () => {
    await seedRows();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/export/audit.csv?${window}&entity=application`,
      headers: await staffBearer(t.app, t.db, 'admin@example.com'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 10)).toEqual([
      'Id',
      'When (IST)',
      'What happened',
      'Actor',
      'Actor name',
      'Actor email',
      'Action',
      'Record',
      'Record id',
      'Changes',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(1, 4)).toEqual([
      '2026-03-04 10:30',
      expect.stringMatching(/^The applicant new\.person@example\.com changed .+\.$/),
      'applicant:new.person@example.com',
    ]);
    expect(rows[1]?.[9]).toBe('Company name: Old Co → =HYPERLINK("x")');
    // jsonb keeps keys shortest first.
    expect(rows[2]?.[9]).toBe(
      'Remark: (none) → Documents in order; Review step: zone manager → accounts',
    );
    // The JSON columns start with '{', the changes with a field name: nothing runs as a formula.
    expect(rows[1]?.[11]).toBe('{"company_name":"=HYPERLINK(\\"x\\")"}');
  });

  it('walks every batch of a large export, and writes XLSX', async () => {
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      actor: 'system',
      action: 'test.bulk',
      entity: 'order',
      entityId: `ORD-${index}`,
      after: { n: index },
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.db.insert(auditLog).values(rows.slice(start, start + 500));
    }
    await recordAudit(t.db, { actor: 'system', action: 'test.other', entity: 'order' });
    const headers = await staffBearer(t.app, t.db, 'admin@example.com');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/staff/export/audit.csv?action=test.bulk',
      headers,
    });
    const lines = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(lines).toHaveLength(2501);
    expect(lines[1]?.[8]).toBe('ORD-2499');
    expect(lines[2500]?.[8]).toBe('ORD-0');

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/staff/export/audit.xlsx?action=test.bulk',
      headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit log')!;
    expect(sheet.rowCount).toBe(2501);
    expect((sheet.getRow(2).values as unknown[]).slice(7, 11)).toEqual([
      'test.bulk',
      'order',
      'ORD-2499',
      'N: 2499',
    ]);
  });
});
