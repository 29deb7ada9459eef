import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { getTestDatabase } from '../../../test/support/database';
import { applicantBearer } from '../../../test/support/tokens';
import { auditLog, documents, planHistory } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  STAR_DOCUMENTS,
  starBasicDetails,
  uploadsFor,
  type Headers,
} from '../../../test/support/application-fixtures';
import type { ApplicationView } from '../applications/view';
import { redactAuditOf } from '../audit/audit-redaction.repository';
import { staffApi, submittedApplication } from '../../../test/support/pipeline-fixtures';

const t = useTestApp();

async function applicationAudit(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

async function reviewDocument(headers: Headers, documentId: number, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${documentId}/review`,
    headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

async function firstDocument(applicationId: number) {
  const [row] = await t.db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.field, 'address_proof')));
  if (!row) throw new Error('no address proof');
  return row;
}

/** The database's own message for a failed statement (drizzle wraps it). */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the statement did not fail');
}

describe('document review', () => {
  it('sets a review status that getApplication and the staff detail show', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    const document = await firstDocument(id);
    const zm = await s.as('zm.north@example.com');

    const reviewed = await reviewDocument(zm, document.id, {
      status: 'needs_replacement',
      remark: 'Too blurry to read',
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data).toMatchObject({
      id: document.id,
      field: 'address_proof',
      review_status: 'needs_replacement',
      review_remark: 'Too blurry to read',
      reviewed_at: expect.any(String),
    });

    const read = await api(t.app).get<ApplicationView>(`/api/getApplication/${id}`, auth);
    expect(read.status).toBe(200);
    expect(read.body.data?.documents.find((doc) => doc.field === 'address_proof')).toMatchObject({
      review_status: 'needs_replacement',
    });
    expect(read.body.data?.documents.find((doc) => doc.field === 'pan_proof')).toMatchObject({
      review_status: 'pending',
    });
    const detail = await s.detail(zm, id);
    expect(
      detail.body.data.documents.find((doc: { id: number }) => doc.id === document.id),
    ).toMatchObject({ review_status: 'needs_replacement', review_remark: 'Too blurry to read' });

    expect((await reviewDocument(zm, document.id, { status: 'accepted' })).body.data).toMatchObject(
      { review_status: 'accepted', review_remark: null },
    );
  });

  it('checks who may review, the body, and that the application was submitted', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    const document = await firstDocument(id);
    const body = { status: 'accepted' };
    expect(
      (await reviewDocument(await s.as('zm.south@example.com'), document.id, body)).status,
    ).toBe(403);
    expect((await reviewDocument(auth, document.id, body)).status).toBe(403);
    expect((await reviewDocument({}, document.id, body)).status).toBe(401);
    const office = await s.as('office@example.com');
    expect((await reviewDocument(office, document.id, body)).status).toBe(200);
    expect((await reviewDocument(office, 999_999, body)).status).toBe(404);
    const bad = await reviewDocument(office, document.id, { status: 'rejected' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("status must be 'accepted' or 'needs_replacement'");

    // A draft by another applicant: nothing to review yet.
    const other = { email: 'draft.only@example.com', mobile: '9123456711' };
    const draftAuth = await applicantBearer(t.app, {
      emails: [other.email],
      mobiles: [other.mobile],
    });
    const urls = await uploadsFor(t.db, applicantPrincipal(other), STAR_DOCUMENTS);
    const created = await api(t.app).post<number>(
      '/api/step_1',
      await starBasicDetails(t.db, urls, {
        email: other.email,
        mobile_number: other.mobile,
        primary_number: other.mobile,
      }),
      draftAuth,
    );
    const draftDocument = await firstDocument(created.body.data as number);
    expect((await reviewDocument(office, draftDocument.id, body)).status).toBe(409);
  });
});

describe('the audit log', () => {
  it('has an entry for every staff action, shown in the staff detail', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const zm = await s.as('zm.north@example.com');
    await reviewDocument(zm, (await firstDocument(id)).id, { status: 'accepted' });
    await s.act(zm, id, 'send-back', { remark: 'Fix the PAN', fields: ['pan_number'] });
    await t.db
      .update(planHistory)
      .set({ reviewStage: 'zone_manager' })
      .where(eq(planHistory.applicationId, id));
    await s.approve('zm.north@example.com', id, 'Fine now');
    await s.act(await s.as('accounts@example.com'), id, 'reject', { remark: 'Unpaid dues' });

    // The applicant's draft saves come first; the review starts at the submit.
    const all = await applicationAudit(id);
    expect(all.slice(0, 2).map((row) => row.action)).toEqual([
      'application.create',
      'application.update',
    ]);
    const rows = all.slice(all.findIndex((row) => row.action === 'application.submit'));
    expect(rows.map((row) => row.action)).toEqual([
      'application.submit',
      'document.review',
      'review.send_back',
      'review.approve',
      'review.reject',
    ]);
    const [, documentReview, sendBack, approve, reject] = rows;
    expect(documentReview).toMatchObject({
      actor: expect.stringMatching(/^staff:\d+$/),
      before: { field: 'address_proof', review_status: 'pending' },
      after: { field: 'address_proof', review_status: 'accepted' },
    });
    expect(sendBack).toMatchObject({
      before: { review_stage: 'zone_manager', changes_requested_fields: [] },
      after: {
        review_stage: 'changes_requested',
        changes_requested_fields: ['pan_number'],
        remark: 'Fix the PAN',
        fields: ['pan_number'],
      },
    });
    expect(approve).toMatchObject({
      before: { approval_zm: 'pending', review_stage: 'zone_manager' },
      after: { approval_zm: 'approved', review_stage: 'accounts', remark: 'Fine now' },
    });
    expect(reject?.after).toMatchObject({ review_stage: 'rejected', remark: 'Unpaid dues' });
    expect(approve?.at).toBeInstanceOf(Date);

    const detail = await s.detail(await s.as('admin@example.com'), id);
    expect(detail.body.data.audit).toHaveLength(all.length);
    expect(detail.body.data.audit[all.length - 2]).toMatchObject({
      actor: expect.stringMatching(/^staff:\d+$/),
      actor_name: 'North Zone Manager',
      action: 'review.approve',
      at: expect.any(String),
      before: { approval_zm: 'pending' },
      after: { approval_zm: 'approved' },
    });
  });

  it('audits a cancellation', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await s.act(await s.as('admin@example.com'), id, 'cancel', { remark: 'Withdrawn by phone' });
    const rows = await applicationAudit(id);
    expect(rows.at(-1)).toMatchObject({
      action: 'review.cancel',
      before: { review_stage: 'zone_manager', cancelled: false },
      after: { review_stage: 'cancelled', cancelled: true, remark: 'Withdrawn by phone' },
    });
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE fail', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const [row] = await applicationAudit(id);
    expect(row).toBeDefined();
    const rowId = row?.id ?? 0;

    expect(
      await failure(() =>
        t.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, rowId)),
      ),
    ).toMatch(/audit_log is append-only: UPDATE is not allowed/);
    expect(await failure(() => t.db.delete(auditLog).where(eq(auditLog.id, rowId)))).toMatch(
      /audit_log is append-only: DELETE is not allowed/,
    );
    expect(await failure(() => t.db.execute(sql`truncate audit_log`))).toMatch(
      /audit_log is append-only: TRUNCATE is not allowed/,
    );
    expect((await applicationAudit(id))[0]).toMatchObject({ id: rowId, action: row?.action });
    // Appending still works.
    await t.db.insert(auditLog).values({ actor: 'system', action: 'test.append', entity: 'test' });
  });

  it("allows one change only: an erasure's audited redaction of the values, once per row", async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const [row] = await applicationAudit(id);
    const rowId = row?.id ?? 0;
    const redactedAt = new Date('2026-11-27T10:00:00Z');
    const erased = Object.fromEntries(Object.keys(row?.after ?? {}).map((key) => [key, 'Erased']));
    const update = (values: Partial<typeof auditLog.$inferInsert>) => () =>
      t.db.update(auditLog).set(values).where(eq(auditLog.id, rowId));
    const REFUSED = /audit_log is append-only: UPDATE is not allowed/;

    // A database user cannot write a history of their own under the cover of a redaction
    // (decision 055): not other values, not another actor, not other keys.
    expect(await failure(update({ after: { name: 'Someone else' }, redactedAt }))).toMatch(REFUSED);
    expect(await failure(update({ actor: 'staff:1', redactedAt }))).toMatch(REFUSED);
    expect(await failure(update({ after: { ...erased, added: 'Erased' }, redactedAt }))).toMatch(
      REFUSED,
    );
    // What was done, to what and when cannot change, even with a redaction.
    expect(await failure(update({ after: erased, redactedAt, action: 'rewritten' }))).toMatch(
      REFUSED,
    );
    expect(await failure(update({ after: erased, redactedAt, at: redactedAt }))).toMatch(REFUSED);
    // Even values only erased need the redaction's own audit row in the same transaction.
    expect(await failure(update({ after: erased, redactedAt }))).toMatch(REFUSED);
    expect((await applicationAudit(id))[0]).toEqual(row);

    // The erasure's path: the redaction recorded first, then the rows redacted, in one transaction.
    const subject = { memberId: null, outboxIds: [], dataRequestIds: [], applicantActors: [] };
    const redacted = await t.db.transaction((tx) =>
      redactAuditOf(tx, { ...subject, applicationIds: [id] }, redactedAt),
    );
    expect(redacted).toBeGreaterThan(0);
    const [after] = await applicationAudit(id);
    expect(after).toMatchObject({ id: rowId, action: row?.action, at: row?.at, redactedAt });
    expect(after?.actor).toBe(
      row?.actor.startsWith('applicant:') ? 'applicant:Erased' : row?.actor,
    );
    const records = await t.db.select().from(auditLog).where(eq(auditLog.action, 'audit.redacted'));
    expect(records).toHaveLength(1);
    expect(records[0]?.after).toMatchObject({ audit_redacted: redacted });

    // Once redacted, a row is final.
    expect(await failure(update({ after: { name: 'Someone' }, redactedAt: new Date() }))).toMatch(
      REFUSED,
    );
    expect(await failure(() => t.db.delete(auditLog).where(eq(auditLog.id, rowId)))).toMatch(
      /audit_log is append-only: DELETE is not allowed/,
    );
  });

  it('still lets the test reset put the seeded rows back (replica mode skips the trigger)', async () => {
    await t.db.insert(auditLog).values({ actor: 'system', action: 'test.reset', entity: 'test' });
    const database = await getTestDatabase();
    await database.reset();
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'test.reset'))).toEqual([]);
  });
});
