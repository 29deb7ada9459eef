// The one-statement read of the application and its related rows (decision 012) must load exactly
// what separate plain reads of each table load: same rows, same values, same order, so the same view
// bytes.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import type { Executor } from '../../db/client';
import {
  applications,
  directors,
  documents,
  membershipCategories,
  planHistory,
  proposers,
} from '../../db/schema';
import {
  api,
  applicantPrincipal,
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  insertUpload,
  proposerRows,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import {
  findApplication,
  findApplicationBundle,
  type ApplicationBundle,
  type ApplicationRow,
} from '../records/applications.repository';
import { toApplicationView } from './view';

const t = useTestApp();

/** The reference: one plain drizzle read per table, with the filters and order the bundle promises. */
async function loadBundle(db: Executor, application: ApplicationRow): Promise<ApplicationBundle> {
  const [category] = await db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.id, application.categoryId));
  const [history] = await db
    .select()
    .from(planHistory)
    .where(
      and(
        eq(planHistory.applicationId, application.id),
        eq(planHistory.historyType, application.journey),
      ),
    )
    .orderBy(desc(planHistory.id))
    .limit(1);
  return {
    application,
    category: category!,
    planHistory: history ?? null,
    directors: await db
      .select()
      .from(directors)
      .where(eq(directors.applicationId, application.id))
      .orderBy(asc(directors.position)),
    proposers: await db
      .select()
      .from(proposers)
      .where(eq(proposers.applicationId, application.id))
      .orderBy(asc(proposers.rowNo)),
    documents: await db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, application.id), isNull(documents.replacedAt)))
      .orderBy(asc(documents.createdAt), asc(documents.id)),
  };
}

async function companyApplication(): Promise<number> {
  const principal = applicantPrincipal(COMPANY_APPLICANT);
  const auth = await applicantBearer(t.app, {
    emails: [COMPANY_APPLICANT.email],
    mobiles: [COMPANY_APPLICANT.mobile],
  });
  const urls = await uploadsFor(t.db, principal, COMPANY_DOCUMENTS);
  const { post } = api(t.app);
  const id = (await post<number>('/api/step_1', await companyBasicDetails(t.db, urls), auth)).body
    .data as number;
  const director = (n: number) => ({
    name: `Director ${n}`,
    email: `director${n}@example.com`,
    mobile_number: `912340000${n}`,
  });
  await post('/api/step_2', { id, director: [director(2), director(1), director(3)] }, auth);
  const files = await uploadsFor(t.db, principal, ['signature', 'stamp']);
  await post('/api/step_3', { id, members: proposerRows(), ...files }, auth);
  // A replaced document stays in the table and must not show.
  const replacement = await insertUpload(t.db, principal, 'moa');
  const saved = await post(
    '/api/step_1',
    await companyBasicDetails(t.db, { ...urls, moa: replacement }, { id }),
    auth,
  );
  expect(saved.status).toBe(200);
  return id;
}

describe('findApplicationBundle', () => {
  it('loads what loadBundle loads, for every application', async () => {
    await companyApplication();
    const rows = await t.db.select().from(applications).orderBy(asc(applications.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const separate = await loadBundle(t.db, row);
      const single = await findApplicationBundle(t.db, row.id);
      expect(single).toEqual(separate);
      expect(JSON.stringify(toApplicationView(single!))).toBe(
        JSON.stringify(toApplicationView(separate)),
      );
    }
  });

  it('has related rows of the application only, in their order', async () => {
    const id = await companyApplication();
    const bundle = await findApplicationBundle(t.db, id);
    expect(bundle?.application).toEqual(await findApplication(t.db, id));
    expect(bundle?.directors.map((row) => row.position)).toEqual([1, 2, 3]);
    expect(bundle?.proposers.map((row) => row.rowNo)).toEqual([1, 2]);
    expect(bundle?.documents.filter((row) => row.field === 'moa')).toHaveLength(1);
    expect(bundle?.planHistory?.applicationId).toBe(id);
  });

  it('is undefined for an unknown id', async () => {
    expect(await findApplicationBundle(t.db, 2_000_000_000)).toBeUndefined();
  });
});
