import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import { buildApp, type App } from '../../app';
import {
  applications,
  auditLog,
  directors,
  documents,
  outbox,
  planHistory,
  proposers,
} from '../../db/schema';
import {
  api,
  applicantPrincipal,
  categoryId,
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  MEMBER_1,
  MEMBER_2,
  otherDetails,
  proposerRows,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import type { FaultPoint } from './save-types';

// The shared test app resets the data; a second app on the same database fails where told to.
const t = useTestApp();
let failAt: FaultPoint | null = null;
let faulty: App;

beforeAll(async () => {
  faulty = await buildApp({
    config: t.config,
    db: t.db,
    driver: t.driver,
    applicationFaults: {
      inject(point) {
        if (point === failAt) throw new Error(`injected fault at ${point}`);
      },
    },
  });
  await faulty.ready();
});
afterAll(async () => {
  await faulty?.close();
});
beforeEach(() => {
  failAt = null;
});

const oldDirectors = [
  { name: 'Asha Shah', email: 'asha.shah@example.com', mobile_number: '9123400001' },
  { name: 'Ravi Shah', email: 'ravi.shah@example.com', mobile_number: '9123400002' },
];

async function companyWithDirectors() {
  const auth = await applicantBearer(t.app, {
    emails: [COMPANY_APPLICANT.email],
    mobiles: [COMPANY_APPLICANT.mobile],
  });
  const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
  const { post } = api(faulty);
  const id = (await post<number>('/api/step_1', await companyBasicDetails(t.db, urls), auth)).body
    .data as number;
  expect((await post('/api/step_2', { id, director: oldDirectors }, auth)).status).toBe(200);
  return { id, auth, post, urls };
}

/** The application's documents: which upload answers which field, and whether it was replaced. */
const attachedDocuments = async (id: number) =>
  (
    await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, id))
      .orderBy(asc(documents.id))
  ).map((row) => ({ id: row.id, field: row.field, replacedAt: row.replacedAt }));

const storedDirectors = async (id: number) =>
  (
    await t.db
      .select()
      .from(directors)
      .where(eq(directors.applicationId, id))
      .orderBy(asc(directors.position))
  ).map((row) => ({ name: row.name, email: row.email, mobile_number: row.mobileNumber }));

describe('a save is one transaction', () => {
  it('keeps the old directors when the save fails between delete and insert', async () => {
    const { id, auth, post } = await companyWithDirectors();
    const [before] = await t.db.select().from(applications).where(eq(applications.id, id));

    failAt = 'directors.deleted';
    const failed = await post(
      '/api/step_2',
      { id, director: [{ name: 'New', email: 'new@example.com', mobile_number: '9123400009' }] },
      auth,
    );
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, message: MESSAGES.somethingWentWrong });

    expect(await storedDirectors(id)).toEqual(oldDirectors);
    const [after] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(after?.steps).toBe(before?.steps);
    expect(after?.updatedAt).toEqual(before?.updatedAt);

    // Without the fault the same save goes through.
    failAt = null;
    const saved = await post(
      '/api/step_2',
      { id, director: [{ name: 'New', email: 'new@example.com', mobile_number: '9123400009' }] },
      auth,
    );
    expect(saved.status).toBe(200);
    expect(await storedDirectors(id)).toEqual([
      { name: 'New', email: 'new@example.com', mobile_number: '9123400009' },
    ]);
  });

  it('keeps the old proposers and documents when a proposer save fails', async () => {
    const { id, auth, post } = await companyWithDirectors();
    const files = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), [
      'signature',
      'stamp',
    ]);
    expect(
      (await post('/api/step_3', { id, members: proposerRows(), ...files }, auth)).status,
    ).toBe(200);

    failAt = 'proposers.deleted';
    const other = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), [
      'signature',
      'stamp',
    ]);
    const failed = await post(
      '/api/step_3',
      { id, members: proposerRows(MEMBER_2, MEMBER_1), ...other },
      auth,
    );
    expect(failed.status).toBe(500);
    const rows = await t.db
      .select()
      .from(proposers)
      .where(eq(proposers.applicationId, id))
      .orderBy(asc(proposers.rowNo));
    expect(rows.map((row) => row.email)).toEqual([MEMBER_1.email, MEMBER_2.email]);
    const read = await api(t.app).get<{ signature: string }>(`/api/getApplication/${id}`, auth);
    expect(read.body.data?.signature).toBe(files.signature);
  });

  it('keeps the basic details, category and documents when a re-save of step_1 fails', async () => {
    const { id, auth, urls } = await companyWithDirectors();
    const [before] = await t.db.select().from(applications).where(eq(applications.id, id));
    const [historyBefore] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.applicationId, id));
    const documentsBefore = await attachedDocuments(id);

    // A new name, another category and a replaced address proof, all in the failing save.
    const replacement = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), [
      'address_proof',
    ]);
    const body = await companyBasicDetails(
      t.db,
      { ...urls, ...replacement },
      { id, name: 'Changed Name', membership_id: await categoryId(t.db, 'Silver') },
    );
    failAt = 'application.saved';
    const failed = await api(faulty).post('/api/step_1', body, auth);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, message: MESSAGES.somethingWentWrong });

    const [after] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(after).toEqual(before);
    const [historyAfter] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.applicationId, id));
    expect(historyAfter).toEqual(historyBefore);
    expect(await attachedDocuments(id)).toEqual(documentsBefore);

    // Without the fault the same save goes through and takes every change.
    failAt = null;
    expect((await api(faulty).post('/api/step_1', body, auth)).status).toBe(200);
    const [saved] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(saved?.name).toBe('Changed Name');
    expect(saved?.categoryId).toBe(await categoryId(t.db, 'Silver'));
    const read = await api(t.app).get<{ address_proof: string }>(`/api/getApplication/${id}`, auth);
    expect(read.body.data?.address_proof).toBe(replacement.address_proof);
  });

  it('leaves the application a draft, unsubmitted and out of review when the final submit fails', async () => {
    const { id, auth, post } = await companyWithDirectors();
    const files = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), [
      'signature',
      'stamp',
    ]);
    expect(
      (await post('/api/step_3', { id, members: proposerRows(), ...files }, auth)).status,
    ).toBe(200);
    const draft = otherDetails(id, { is_draft: 1, meta: '' });
    expect((await post('/api/step_4', draft, auth)).status).toBe(200);
    const [before] = await t.db.select().from(applications).where(eq(applications.id, id));
    const [historyBefore] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.applicationId, id));
    expect(before).toMatchObject({ isDraft: true, submittedAt: null });
    expect(historyBefore).toMatchObject({ appFilled: false, reviewStage: 'draft' });
    const mailBefore = await t.db.select().from(outbox);

    // The final submit also changes a link: that must not stick either.
    failAt = 'application.saved';
    const failed = await post('/api/step_4', otherDetails(id), auth);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, message: MESSAGES.somethingWentWrong });

    const [after] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(after).toEqual(before);
    const [historyAfter] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.applicationId, id));
    expect(historyAfter).toEqual(historyBefore);
    // No reviewer was asked: the review request goes out only after a commit.
    expect(await t.db.select().from(outbox)).toEqual(mailBefore);
    // Only the drafts' rows from before: the failed submit left none.
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(id)))
      ).map((row) => row.action),
    ).not.toContain('application.submit');

    // Without the fault the submit goes through: filled, in review, no longer a draft.
    failAt = null;
    expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(200);
    const [submitted] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(submitted).toMatchObject({ isDraft: false, steps: 4 });
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.applicationId, id));
    expect(history).toMatchObject({ appFilled: true, reviewStage: 'zone_manager' });
  });

  it('creates nothing when the first save fails', async () => {
    const auth = await applicantBearer(t.app, {
      emails: [COMPANY_APPLICANT.email],
      mobiles: [COMPANY_APPLICANT.mobile],
    });
    const urls = await uploadsFor(t.db, applicantPrincipal(COMPANY_APPLICANT), COMPANY_DOCUMENTS);
    failAt = 'application.saved';
    const failed = await api(faulty).post(
      '/api/step_1',
      await companyBasicDetails(t.db, urls),
      auth,
    );
    expect(failed.status).toBe(500);
    expect(
      await t.db.select().from(applications).where(eq(applications.email, COMPANY_APPLICANT.email)),
    ).toEqual([]);
  });
});
