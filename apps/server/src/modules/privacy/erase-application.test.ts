// Erasing an applicant who never became a member (decision 048): admin only, with a reason; only a
// draft, rejected or cancelled application never paid; masks it, deletes its documents, redacts the
// audit log, and the applicant's session no longer opens it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { useTestApp } from '../../../test/support/app';
import { STAR_APPLICANT } from '../../../test/support/application-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { staffApi, submittedApplication } from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { applications, auditLog, documents } from '../../db/schema';

const t = useTestApp();

async function erase(id: number, headers: Record<string, string>, reason: unknown = 'By email') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/erase`,
    headers,
    payload: { reason },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe("erasing an applicant's application", () => {
  it('masks a rejected application, deletes its documents and redacts its audit rows', async () => {
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    const staff = staffApi(t.app, t.db);
    const admin = await staff.as('admin@example.com');
    expect((await staff.act(admin, id, 'reject', { remark: 'Not eligible' })).status).toBe(200);
    const held = await t.db.select().from(documents).where(eq(documents.applicationId, id));
    expect(held.length).toBeGreaterThan(0);

    const erased = await erase(id, admin, 'Asked by email on 20 November');
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      message: PRIVACY_MESSAGES.applicationErased,
      data: { documents_deleted: held.length, audit_redacted: expect.any(Number) },
    });

    const [application] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(application).toMatchObject({
      name: 'Erased',
      email: null,
      mobileNumber: null,
      panNumber: null,
      erasedAt: expect.any(Date),
    });
    expect(await t.db.select().from(documents).where(eq(documents.applicationId, id))).toEqual([]);
    const log = JSON.stringify(await t.db.select().from(auditLog));
    expect(log).not.toContain(STAR_APPLICANT.email);
    expect(log).not.toContain(STAR_APPLICANT.mobile);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'application.erased'));
    expect(row).toMatchObject({
      actor: expect.stringMatching(/^staff:\d+$/),
      entityId: String(id),
      after: { reason: 'Asked by email on 20 November', documents_deleted: held.length },
    });
    // Their session named them by contacts the application no longer has.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/getApplication/${id}`,
      headers: auth,
    });
    expect(read.statusCode).toBeGreaterThanOrEqual(400);
    expect(read.statusCode).toBeLessThan(500);

    expect(await erase(id, admin)).toMatchObject({
      status: 409,
      body: { message: PRIVACY_MESSAGES.applicationAlreadyErased },
    });
  });

  it('refuses an application in review, a member’s, another role and an empty reason', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    expect(await erase(id, admin)).toMatchObject({
      status: 409,
      body: { message: PRIVACY_MESSAGES.applicationInReview },
    });
    const { userId } = await seededMember(t.app, t.db, 'active@example.com');
    expect(await erase(userId, admin)).toMatchObject({ status: 409 });
    const office = await staffBearer(t.app, t.db, 'office@example.com');
    expect((await erase(id, office)).status).toBe(403);
    expect((await erase(id, admin, '  ')).status).toBe(400);
    expect((await erase(999_999, admin)).status).toBe(404);
    const [application] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(application?.erasedAt).toBeNull();
  });
});
