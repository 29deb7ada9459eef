// Personal data (decision 045): the consent recorded with a save, the member's download, their
// requests and staff closing them (an erasure masks, keeps the invoices, ends the sessions).
import { and, eq } from 'drizzle-orm';
import { pdfText } from '../../../test/support/pdf';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@portico/domain/privacy';
import { useTestApp } from '../../../test/support/app';
import {
  api,
  applicantPrincipal,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  starBasicDetails,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import { insertInvoice } from '../../../test/support/invoice-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import {
  applications,
  auditLog,
  documents,
  members,
  orders,
  outbox,
  privacyConsents,
} from '../../db/schema';

const t = useTestApp();

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<T>(), raw: response };
}

describe('the privacy notice consent', () => {
  it('refuses a save without it (400 on the field) and records who, which notice, when and where', async () => {
    const auth = await applicantBearer(t.app, {
      emails: [STAR_APPLICANT.email],
      mobiles: [STAR_APPLICANT.mobile],
    });
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
    const body = await starBasicDetails(t.db, urls);
    const refused = await api(t.app).post('/api/step_1', { ...body, privacy_consent: 0 }, auth);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ privacy_consent: PRIVACY_MESSAGES.consentRequired });

    const saved = await api(t.app).post<number>('/api/step_1', body, auth);
    expect(saved.status).toBe(200);
    const id = saved.body.data as number;
    const consents = await t.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.applicationId, id));
    expect(consents).toEqual([
      expect.objectContaining({
        contact: STAR_APPLICANT.email,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        ip: '127.0.0.1',
      }),
    ]);
    // A second save with the same notice adds no row; the form opens with the box ticked.
    await api(t.app).post('/api/step_1', { ...body, id }, auth);
    expect(
      await t.db.select().from(privacyConsents).where(eq(privacyConsents.applicationId, id)),
    ).toHaveLength(1);
    const view = await api(t.app).get<{ privacy_consent: boolean }>(
      `/api/getApplication/${id}`,
      auth,
    );
    expect(view.body.data).toMatchObject({ privacy_consent: true });
  });
});

describe("the member's data download", () => {
  it('answers the member their own data as JSON and PDF, and no one else', async () => {
    const { auth, userId } = await seededMember(t.app, t.db, 'active@example.com');
    await insertInvoice(t.db, {
      memberEmail: 'active@example.com',
      invoiceNumber: 'PT/2025-26/000901',
      paidAt: new Date('2025-06-01T10:00:00Z'),
      taxablePaise: 1_000_000,
    });
    const json = await call<Record<string, unknown>>('GET', `/api/my_data/${userId}`, auth);
    expect(json.status).toBe(200);
    expect(json.raw.headers['content-disposition']).toContain('my-data.json');
    expect(json.body).toMatchObject({
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
      member: expect.objectContaining({ email: 'active@example.com' }),
      invoices: [expect.objectContaining({ invoice_number: 'PT/2025-26/000901' })],
    });
    for (const part of ['application', 'directors', 'proposers', 'plan_history', 'orders']) {
      expect(json.body).toHaveProperty(part);
    }
    for (const part of ['consents', 'messages', 'documents', 'data_requests']) {
      expect(json.body).toHaveProperty(part);
    }

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/my_data/${userId}/pdf`,
      headers: auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A readable document: labels, dates DD-MM-YYYY in India, Yes/No, no column names or ISO times.
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Your membership');
    expect(text).toContain('Member number');
    expect(text).toContain('Invoice number');
    expect(text).toMatch(/Date\s+01-06-2025 15:30 IST/);
    expect(text).toMatch(/Renewal reminders by Email\s+(Yes|No)/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|\btrue\b|\bfalse\b|member_number|total:|_at\b/);

    const other = await seededMember(t.app, t.db, 'renew@example.com');
    expect((await call('GET', `/api/my_data/${userId}`, other.auth)).status).toBe(403);
    expect((await call('GET', `/api/my_data/${userId}/pdf`, other.auth)).status).toBe(403);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    expect((await call('GET', `/api/my_data/${userId}`, admin)).status).toBe(403);
    expect((await call('GET', `/api/my_data/${userId}`, {})).status).toBe(401);
  });
});

type Item = { id: number; status: string; kind: string; reason: string | null };

describe('data requests', () => {
  it('files a correction (what is wrong required) and an erasure (confirmed), one open of each', async () => {
    const { auth } = await seededMember(t.app, t.db, 'active@example.com');
    const empty = await call('POST', '/api/my_data_requests', auth, {
      kind: 'correction',
      details: ' ',
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(PRIVACY_MESSAGES.correctionRequired);
    const unconfirmed = await call('POST', '/api/my_data_requests', auth, { kind: 'erasure' });
    expect(unconfirmed.status).toBe(400);
    expect(JSON.stringify(unconfirmed.body)).toContain(PRIVACY_MESSAGES.erasureConfirmRequired);

    const filed = await call<{ data: Item }>('POST', '/api/my_data_requests', auth, {
      kind: 'correction',
      details: 'My company name is misspelt',
    });
    expect(filed.status).toBe(200);
    expect(filed.body.data).toMatchObject({ kind: 'correction', status: 'open' });
    const again = await call('POST', '/api/my_data_requests', auth, {
      kind: 'correction',
      details: 'x',
    });
    expect(again.status).toBe(409);
    const mine = await call<{ data: Item[] }>('GET', '/api/my_data_requests', auth);
    expect(mine.body.data).toHaveLength(1);
  });

  it('is listed to admins only; a refusal says why and emails the member', async () => {
    const { auth } = await seededMember(t.app, t.db, 'active@example.com');
    const filed = await call<{ data: Item }>('POST', '/api/my_data_requests', auth, {
      kind: 'correction',
      details: 'Wrong address',
    });
    const office = await staffBearer(t.app, t.db, 'office@example.com');
    expect((await call('GET', '/api/staff/data-requests', office)).status).toBe(403);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const list = await call<{ data: { items: Item[]; total: number } }>(
      'GET',
      '/api/staff/data-requests?status=open',
      admin,
    );
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ id: filed.body.data.id, member_name: expect.any(String) }),
    ]);
    const noReason = await call(
      'POST',
      `/api/staff/data-requests/${filed.body.data.id}/refuse`,
      admin,
      {
        reason: '',
      },
    );
    expect(noReason.status).toBe(400);
    const refused = await call<{ data: Item }>(
      'POST',
      `/api/staff/data-requests/${filed.body.data.id}/refuse`,
      admin,
      { reason: 'The address is as registered with GST.' },
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', reason: expect.any(String) });
    const closedAgain = await call(
      'POST',
      `/api/staff/data-requests/${filed.body.data.id}/complete`,
      admin,
    );
    expect(closedAgain.status).toBe(409);
    const [email] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'data_request_refused_email'));
    expect(email).toMatchObject({ to: 'active@example.com' });
    expect(email?.text).toContain('The address is as registered with GST.');
  });

  it('erases on completion: masks the person, deletes documents, keeps the invoices, ends the sessions', async () => {
    const { auth, member, userId } = await seededMember(t.app, t.db, 'active@example.com');
    const invoice = await insertInvoice(t.db, {
      memberEmail: 'active@example.com',
      invoiceNumber: 'PT/2025-26/000902',
      paidAt: new Date('2025-06-01T10:00:00Z'),
      taxablePaise: 1_000_000,
      billedGstin: '27AABCS1234A1Z1',
    });
    const key = 'erasure-test-document.pdf';
    await t.app.files.put(key, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
    await t.db.insert(documents).values({
      applicationId: userId,
      field: 'address_proof',
      storageKey: key,
      originalName: 'address.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 13,
    });
    // Earlier audited changes: a staff edit and a review step of the application, the applicant's
    // own save, and another member's edit, which the erasure leaves alone.
    const [edit, review, ownSave, other] = await t.db
      .insert(auditLog)
      .values([
        {
          actor: 'staff:1',
          action: 'application.update',
          entity: 'application',
          entityId: String(userId),
          before: { name: member.name },
          after: { name: 'Someone Else' },
        },
        {
          actor: 'staff:1',
          action: 'review.approve',
          entity: 'application',
          entityId: String(userId),
          before: { review_stage: 'zone_manager', changes_note: 'Call Mr Rao' },
          after: { review_stage: 'accounts', changes_note: null },
        },
        {
          actor: 'applicant:active@example.com',
          action: 'document.upload',
          entity: 'document',
          entityId: '77',
          before: null,
          after: { original_name: 'address.pdf' },
        },
        {
          actor: 'staff:1',
          action: 'member.update',
          entity: 'member',
          entityId: String(member.id + 1000),
          before: { name: 'Kept Person' },
          after: { name: 'Kept Person Two' },
        },
      ])
      .returning({ id: auditLog.id });
    const filed = await call<{ data: Item }>('POST', '/api/my_data_requests', auth, {
      kind: 'erasure',
      confirm: true,
    });
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const done = await call<{ data: Item }>(
      'POST',
      `/api/staff/data-requests/${filed.body.data.id}/complete`,
      admin,
    );
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'completed' });

    const [masked] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(masked).toMatchObject({
      name: 'Erased',
      companyName: 'Erased',
      email: `erased-${member.id}@erased.invalid`,
      memberNumber: member.memberNumber,
      erasedAt: expect.any(Date),
    });
    const [application] = await t.db.select().from(applications).where(eq(applications.id, userId));
    expect(application).toMatchObject({ email: null, panNumber: null, registeredAddress: null });
    expect(await t.db.select().from(documents).where(eq(documents.applicationId, userId))).toEqual(
      [],
    );
    expect(await t.app.files.get(key)).toBeNull();
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, invoice.orderId));
    expect(kept).toMatchObject({
      invoiceNumber: 'PT/2025-26/000902',
      billedName: member.name,
      billedCompany: member.companyName,
      billedGstin: '27AABCS1234A1Z1',
      totalPaise: 1_180_000,
    });
    // The sessions end; the completion email went to the address the member had, which its stored
    // copy no longer names (decision 053): it is sent from the sealed copy.
    expect((await call('GET', `/api/plan_status/${userId}`, auth)).status).toBe(401);
    const [sent] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'data_request_completed_email'));
    expect(sent).toMatchObject({ to: 'Erased', text: '', memberId: member.id });
    expect(t.app.outbox.open(sent!)).toMatchObject({ to: 'active@example.com' });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.erased'), eq(auditLog.entityId, String(member.id))));
    expect(audited).toMatchObject({ actor: expect.stringMatching(/^staff:/) });

    // The audit log keeps what was done and when, without the person's values (decision 048).
    const auditRow = async (id: number | undefined) =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.id, id ?? 0))
      )[0];
    expect(await auditRow(edit?.id)).toMatchObject({
      action: 'application.update',
      before: { name: 'Erased' },
      after: { name: 'Erased' },
      redactedAt: expect.any(Date),
    });
    expect(await auditRow(review?.id)).toMatchObject({
      before: { review_stage: 'zone_manager', changes_note: 'Erased' },
      after: { review_stage: 'accounts', changes_note: null },
    });
    expect(await auditRow(ownSave?.id)).toMatchObject({
      actor: 'applicant:Erased',
      after: { original_name: 'Erased' },
    });
    expect(await auditRow(other?.id)).toMatchObject({
      after: { name: 'Kept Person Two' },
      redactedAt: null,
    });
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toContain(member.name);
    expect(everything).not.toContain('active@example.com');
  });
});
