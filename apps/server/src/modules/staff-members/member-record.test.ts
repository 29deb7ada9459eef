// The office's member record (issue #29): the read, the field-by-field edit and its document rule,
// notes, the manual extension, and a correction request closed only once something changed.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_RECORD_MESSAGES as M } from '@portico/domain/contracts/member-record.contract';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { useTestApp } from '../../../test/support/app';
import { insertUpload } from '../../../test/support/application-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import {
  applications,
  auditLog,
  documents,
  members,
  membershipPeriods,
  orders,
  outbox,
  staff,
} from '../../db/schema';

const t = useTestApp();

type Body = { data?: Record<string, unknown>; message?: string; errors?: Record<string, string> };

async function call(method: string, url: string, email: string, payload?: object) {
  const headers = await staffBearer(t.app, t.db, email);
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Body>() };
}

async function memberOf(email: string) {
  const [row] = await t.db.select().from(members).where(eq(members.email, email));
  if (!row?.applicationId) throw new Error(`no member ${email}`);
  return { id: row.id, applicationId: row.applicationId };
}

async function lastAudit(action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('GET /api/staff/members/:id/record', () => {
  it('reads details, plan, documents, billing, notes and audit for any staff role', async () => {
    const { id } = await memberOf('active@example.com');
    const { status, body } = await call(
      'GET',
      `/api/staff/members/${id}/record`,
      'accounts@example.com',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      member_number: 'PM-0003',
      details: {
        name: 'Rohan Kapoor',
        email: 'active@example.com',
        pan_number: expect.any(String),
      },
      plan: expect.arrayContaining([expect.objectContaining({ kind: 'period' })]),
      notes: [],
    });
    expect(Array.isArray(body.data?.billing)).toBe(true);
    expect(Array.isArray(body.data?.documents)).toBe(true);
  });

  it('keeps a zone manager to their own zones, and answers 404 for no member', async () => {
    const { id } = await memberOf('active@example.com'); // west
    expect(
      (await call('GET', `/api/staff/members/${id}/record`, 'zm.west@example.com')).status,
    ).toBe(200);
    expect(
      (await call('GET', `/api/staff/members/${id}/record`, 'zm.east@example.com')).status,
    ).toBe(403);
    expect(
      (await call('GET', '/api/staff/members/999999/record', 'admin@example.com')).status,
    ).toBe(404);
  });
});

describe('PATCH /api/staff/members/:id/details', () => {
  it('saves only the changed address, without a document, and audits before and after', async () => {
    const { id, applicationId } = await memberOf('active@example.com');
    const [before] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    const { status, body } = await call(
      'PATCH',
      `/api/staff/members/${id}/details`,
      'office@example.com',
      {
        name: 'Rohan Kapoor',
        registered_address: '12 New Road, Andheri',
        registered_city: 'Mumbai',
        registered_pin: '400 053',
      },
    );
    expect(status).toBe(200);
    expect(body.message).toBe(M.saved);
    expect(body.data?.changed).toEqual(
      expect.arrayContaining(['registered_address', 'registered_pin']),
    );
    expect(body.data?.changed).not.toContain('name');
    const [after] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(after).toMatchObject({
      registeredAddress: '12 New Road, Andheri',
      registeredPin: '400053',
      panNumber: before?.panNumber,
      dob: before?.dob,
    });
    const audit = await lastAudit('member.details_update');
    expect(audit).toMatchObject({ entity: 'member', entityId: String(id) });
    expect(Object.keys(audit?.after ?? {})).not.toContain('name');
    expect(audit?.before).toMatchObject({ registered_address: before?.registeredAddress ?? null });
  });

  it('refuses a save that changes nothing, and bad values field by field', async () => {
    const { id } = await memberOf('active@example.com');
    const same = await call('PATCH', `/api/staff/members/${id}/details`, 'admin@example.com', {
      name: 'Rohan Kapoor',
    });
    expect(same).toMatchObject({ status: 400, body: { message: M.nothingChanged } });
    const bad = await call('PATCH', `/api/staff/members/${id}/details`, 'admin@example.com', {
      registered_pin: '012345',
      email: 'not an email',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an email another member holds', async () => {
    const { id } = await memberOf('active@example.com');
    const taken = await call('PATCH', `/api/staff/members/${id}/details`, 'admin@example.com', {
      email: 'platinum@example.com',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: M.emailTaken });
  });

  it('asks for the new PAN card with a new PAN, and attaches it', async () => {
    const { id, applicationId } = await memberOf('active@example.com');
    const url = `/api/staff/members/${id}/details`;
    const without = await call('PATCH', url, 'office@example.com', { pan_number: 'ABCDE1234F' });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ pan_proof: M.panCardRequired });
    const [office] = await t.db.select().from(staff).where(eq(staff.email, 'office@example.com'));
    const upload = await insertUpload(
      t.db,
      {
        kind: 'staff',
        staffId: Number(office?.id),
        email: 'office@example.com',
        roles: ['office'],
        zones: [],
      },
      'pan_proof',
    );
    const saved = await call('PATCH', url, 'office@example.com', {
      pan_number: 'abcde1234f',
      pan_proof: upload,
    });
    expect(saved.status).toBe(200);
    const current = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, applicationId), eq(documents.field, 'pan_proof')));
    expect(current.filter((row) => row.replacedAt === null)).toHaveLength(1);
    expect(current.find((row) => row.replacedAt === null)?.storageKey).toBe(
      upload.split('/').pop(),
    );
  });

  it('is refused to accounts and zone managers', async () => {
    const { id } = await memberOf('active@example.com');
    const body = { registered_city: 'Pune' };
    for (const email of ['accounts@example.com', 'zm.west@example.com']) {
      expect((await call('PATCH', `/api/staff/members/${id}/details`, email, body)).status).toBe(
        403,
      );
    }
  });
});

describe('notes and the manual extension', () => {
  it('adds a note (admin, office, accounts) shown on the record, audited without its text', async () => {
    const { id } = await memberOf('active@example.com');
    const added = await call('POST', `/api/staff/members/${id}/notes`, 'accounts@example.com', {
      text: 'Prefers calls after 4 pm.',
    });
    expect(added.status).toBe(200);
    expect(
      (await call('POST', `/api/staff/members/${id}/notes`, 'zm.west@example.com', { text: 'x' }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', `/api/staff/members/${id}/notes`, 'admin@example.com', { text: ' ' }))
        .status,
    ).toBe(400);
    const record = await call('GET', `/api/staff/members/${id}/record`, 'office@example.com');
    expect(record.body.data?.notes).toEqual([
      expect.objectContaining({ text: 'Prefers calls after 4 pm.', by: 'Accounts Team' }),
    ]);
    expect(JSON.stringify((await lastAudit('member.note_added'))?.after)).not.toContain('4 pm');
  });

  it('extends by hand with a reason (admin only): a period without an order, audited', async () => {
    const { id } = await memberOf('lapsed@example.com');
    const ordersBefore = await t.db.select().from(orders);
    const url = `/api/staff/members/${id}/extend`;
    const body = { until: '2099-03-31', reason: 'Paid at the annual meeting; receipt to follow' };
    expect((await call('POST', url, 'office@example.com', body)).status).toBe(403);
    expect(
      (await call('POST', url, 'admin@example.com', { until: '2099-03-31', reason: '' })).status,
    ).toBe(400);
    expect(
      (await call('POST', url, 'admin@example.com', { ...body, until: '2001-01-01' })).status,
    ).toBe(400);
    const done = await call('POST', url, 'admin@example.com', body);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ ends_at: '2099-03-31T18:29:59.999Z' });
    const periods = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, id));
    expect(periods.find((row) => row.orderId === null)?.endsAt.toISOString()).toBe(
      '2099-03-31T18:29:59.999Z',
    );
    expect(await t.db.select().from(orders)).toHaveLength(ordersBefore.length);
    expect((await lastAudit('member.extended'))?.after).toMatchObject({ reason: body.reason });
  });
});

describe('a correction request', () => {
  async function fileCorrection() {
    const { auth } = await seededMember(t.app, t.db, 'active@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my_data_requests',
      headers: auth,
      payload: { kind: 'correction', details: 'Our office moved to 12 New Road, Andheri' },
    });
    return response.json<{ data: { id: number } }>().data.id;
  }

  it('cannot be marked done while nothing changed; after the change, the member is told it was done', async () => {
    const requestId = await fileCorrection();
    const { id } = await memberOf('active@example.com');
    const record = await call('GET', `/api/staff/members/${id}/record`, 'admin@example.com');
    expect(record.body.data?.corrections).toEqual([
      expect.objectContaining({
        id: requestId,
        details: 'Our office moved to 12 New Road, Andheri',
      }),
    ]);
    const office = await call('GET', `/api/staff/members/${id}/record`, 'office@example.com');
    expect(office.body.data?.corrections).toEqual([]);
    const early = await call(
      'POST',
      `/api/staff/data-requests/${requestId}/complete`,
      'admin@example.com',
    );
    expect(early).toMatchObject({
      status: 409,
      body: { message: PRIVACY_MESSAGES.nothingCorrected },
    });
    expect(
      await t.db.select().from(outbox).where(eq(outbox.kind, 'data_request_completed_email')),
    ).toEqual([]);
    await call('PATCH', `/api/staff/members/${id}/details`, 'admin@example.com', {
      registered_address: '12 New Road, Andheri',
    });
    const done = await call(
      'POST',
      `/api/staff/data-requests/${requestId}/complete`,
      'admin@example.com',
    );
    expect(done.status).toBe(200);
    const sent = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'data_request_completed_email'));
    expect(sent).toHaveLength(1);
  });

  it('is refused with a reason the member is told', async () => {
    const requestId = await fileCorrection();
    const refused = await call(
      'POST',
      `/api/staff/data-requests/${requestId}/refuse`,
      'admin@example.com',
      {
        reason: 'The address is the one registered with GST.',
      },
    );
    expect(refused.status).toBe(200);
    const [sent] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'data_request_refused_email'));
    expect(sent?.text).toContain('The address is the one registered with GST.');
  });
});
