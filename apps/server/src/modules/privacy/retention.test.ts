// The retention job (decision 045) on a clock: a lapsed applicant's documents go after the months in
// Settings; a recent draft's, a member's and a submitted application's stay.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import {
  api,
  applicantPrincipal,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  starBasicDetails,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { applications, auditLog, documents, members, planHistory } from '../../db/schema';
import { createRetentionJob } from './retention';

const t = useClockedTestApp();

/** A Star draft saved by its applicant, with its documents stored. */
async function draftWithDocuments(): Promise<number> {
  const auth = await applicantBearer(t.app, {
    emails: [STAR_APPLICANT.email],
    mobiles: [STAR_APPLICANT.mobile],
  });
  const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
  const saved = await api(t.app).post<number>(
    '/api/step_1',
    await starBasicDetails(t.db, urls),
    auth,
  );
  expect(saved.status).toBe(200);
  const id = saved.body.data as number;
  for (const row of await t.db.select().from(documents).where(eq(documents.applicationId, id))) {
    await t.app.files.put(row.storageKey, Buffer.from('%PDF-'), { contentType: row.mimeType });
  }
  return id;
}

/** Marks the application (and its plan history) last changed at `at`. */
async function touchedAt(id: number, at: Date) {
  await t.db.update(applications).set({ updatedAt: at }).where(eq(applications.id, id));
  await t.db.execute(
    sql`update ${planHistory} set updated_at = ${at.toISOString()} where application_id = ${id}`,
  );
}

const documentsOf = (id: number) =>
  t.db.select().from(documents).where(eq(documents.applicationId, id));

describe('the documents retention job', () => {
  it('deletes a lapsed draft’s documents after the retention months, once, and audits it', async () => {
    const id = await draftWithDocuments();
    const keys = (await documentsOf(id)).map((row) => row.storageKey);
    expect(keys.length).toBeGreaterThan(0);
    const job = () =>
      createRetentionJob({
        db: t.db,
        files: t.app.files,
        now: t.clock.now,
        logger: t.app.log,
      }).run();

    // 23 months untouched: within the default 24.
    const now = t.clock.now();
    await touchedAt(id, new Date(now.getFullYear() - 2, now.getMonth() + 1, now.getDate()));
    expect(await job()).toEqual({ applications: 0, documents: 0 });
    expect(await documentsOf(id)).toHaveLength(keys.length);

    // The clock moves on two months: now past the 24.
    t.clock.advance(61 * 24 * 60 * 60);
    expect(await job()).toEqual({ applications: 1, documents: keys.length });
    expect(await documentsOf(id)).toEqual([]);
    for (const key of keys) expect(await t.app.files.get(key)).toBeNull();
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'documents.retention_deleted'));
    expect(audited).toEqual([
      expect.objectContaining({
        actor: 'system',
        entityId: String(id),
        after: { documents_deleted: keys.length, retention_months: 24 },
      }),
    ]);
    expect(await job()).toEqual({ applications: 0, documents: 0 });
  });

  it('keeps the documents of members and of applications under review, whatever their age', async () => {
    const id = await draftWithDocuments();
    await t.db
      .update(planHistory)
      .set({ reviewStage: 'zone_manager' })
      .where(eq(planHistory.applicationId, id));
    await touchedAt(id, new Date('2020-01-01T00:00:00Z'));
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'active@example.com'));
    if (!member?.applicationId) throw new Error('seed');
    await t.db.insert(documents).values({
      applicationId: member.applicationId,
      field: 'address_proof',
      storageKey: 'member-old-document.pdf',
      originalName: 'a.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 5,
    });
    await touchedAt(member.applicationId, new Date('2020-01-01T00:00:00Z'));
    // Through the scheduler, as a process runs it.
    await t.app.scheduler.runAll();
    expect((await documentsOf(id)).length).toBeGreaterThan(0);
    expect(await documentsOf(member.applicationId)).toHaveLength(1);
  });

  it('reads the months from the association settings', async () => {
    const id = await draftWithDocuments();
    const now = t.clock.now();
    await touchedAt(id, new Date(now.getFullYear(), now.getMonth() - 7, now.getDate()));
    const job = createRetentionJob({
      db: t.db,
      files: t.app.files,
      now: t.clock.now,
      logger: t.app.log,
    });
    expect((await job.run()).documents).toBe(0);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/staff/settings',
      headers: admin,
    });
    const settings = current.json<{ data: Record<string, unknown> }>().data;
    const { logo_url: _logo, updated_at: _at, states: _states, ...body } = settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: admin,
      payload: { ...body, document_retention_months: 6 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: { document_retention_months: number } }>().data).toMatchObject({
      document_retention_months: 6,
    });
    expect((await job.run()).applications).toBe(1);
  });
});
