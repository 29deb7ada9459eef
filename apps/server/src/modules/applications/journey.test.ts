import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import { applications, directors, documents, planHistory, proposers } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  otherDetails,
  proposerRows,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  starBasicDetails,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import type { ApplicationView } from './view';

const t = useTestApp();

async function applicationRow(id: number) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

async function historyRow(id: number) {
  const [row] = await t.db.select().from(planHistory).where(eq(planHistory.applicationId, id));
  if (!row) throw new Error(`no plan history for ${id}`);
  return row;
}

describe('Star applicant: steps 1 to 4 as multipart, then the final submit', () => {
  it('creates the application, skips directors, needs no signature or stamp, and submits', async () => {
    const { post, get } = api(t.app);
    const auth = await applicantBearer(t.app, {
      emails: [STAR_APPLICANT.email],
      mobiles: [STAR_APPLICANT.mobile],
    });
    const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);

    const step1 = await post<number>(
      '/api/step_1',
      await starBasicDetails(t.db, urls),
      auth,
      'multipart',
    );
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({ success: true, message: 'Basic details saved' });
    const id = step1.body.data as number;
    expect(step1.body.app_id).toBe(`PA-${String(id).padStart(6, '0')}`);

    const stored = await applicationRow(id);
    expect(stored).toMatchObject({
      steps: 1,
      isDraft: true,
      isAdmin: false,
      emailVerified: true,
      mobileVerified: true,
      journey: 'new',
    });
    expect(await historyRow(id)).toMatchObject({
      historyType: 'new',
      categoryId: stored.categoryId,
      appFilled: false,
    });
    const attached = await t.db.select().from(documents).where(eq(documents.applicationId, id));
    expect(attached.map((row) => row.field).sort()).toEqual([...STAR_DOCUMENTS].sort());

    // Star has no directors: whatever is sent is ignored.
    const step2 = await post<ApplicationView>(
      '/api/step_2',
      {
        id,
        director: JSON.stringify([
          { name: 'X', email: 'x@example.com', mobile_number: '9000000001' },
        ]),
        is_draft: 0,
      },
      auth,
      'multipart',
    );
    expect(step2.status).toBe(200);
    expect(step2.body.data?.director).toEqual([]);
    expect(step2.body.data?.steps).toBe(2);

    const step3 = await post<ApplicationView>(
      '/api/step_3',
      { id, members: JSON.stringify(proposerRows()), is_draft: 0, steps: 3 },
      auth,
      'multipart',
    );
    expect(step3.status).toBe(200);
    expect(step3.body.data?.members).toHaveLength(2);
    expect(step3.body.data?.signature).toBe('');
    expect(step3.body.data?.stamp).toBe('');

    const step4 = await post('/api/step_4', otherDetails(id), auth, 'multipart');
    expect(step4.status).toBe(200);
    expect(step4.body).toEqual({ success: true, message: 'Application submitted successfully' });

    const submitted = await applicationRow(id);
    expect(submitted).toMatchObject({ isDraft: false, steps: 4, membershipChecked: true });
    expect(submitted.submittedAt).toBeInstanceOf(Date);
    expect(await historyRow(id)).toMatchObject({ appFilled: true, approvalZm: 'pending' });

    const review = await get(`/api/application_review/${id}`, auth);
    expect(review.body.data).toMatchObject({ is_completed: false, app_filled: true });
  });
});

describe('Company applicant: steps 1 to 4 as JSON, drafts first, then the final submit', () => {
  it('stores complete director rows, proposers with signature and stamp, and submits', async () => {
    const { post } = api(t.app);
    const principal = applicantPrincipal(COMPANY_APPLICANT);
    const auth = await applicantBearer(t.app, {
      emails: [COMPANY_APPLICANT.email],
      mobiles: [COMPANY_APPLICANT.mobile],
    });
    const urls = await uploadsFor(t.db, principal, COMPANY_DOCUMENTS);

    const step1 = await post<number>('/api/step_1', await companyBasicDetails(t.db, urls), auth);
    expect(step1.status).toBe(200);
    const id = step1.body.data as number;
    const saved = await applicationRow(id);
    expect(saved).toMatchObject({ gstNumber: '27AABCS1234A1Z1', panNumber: 'AABCS1234A' });

    const step2 = await post<ApplicationView>(
      '/api/step_2',
      {
        id,
        director: [
          { name: 'Asha Shah', email: 'asha.shah@example.com', mobile_number: '9123400001' },
          { name: '', email: '', mobile_number: '' },
          { name: 'Ravi Shah', email: 'ravi.shah@example.com', mobile_number: 9123400002 },
        ],
        is_draft: 1,
        steps: 2,
      },
      auth,
    );
    expect(step2.status).toBe(200);
    expect(step2.body.message).toBe(MESSAGES.draftSaved);
    expect(step2.body.data?.director).toEqual([
      { name: 'Asha Shah', email: 'asha.shah@example.com', mobile_number: '9123400001' },
      { name: 'Ravi Shah', email: 'ravi.shah@example.com', mobile_number: '9123400002' },
    ]);

    const signature = await uploadsFor(t.db, principal, ['signature', 'stamp']);
    const step3 = await post<ApplicationView>(
      '/api/step_3',
      { id, members: proposerRows(), ...signature, is_draft: 1, steps: 3 },
      auth,
    );
    expect(step3.status).toBe(200);
    expect(step3.body.data?.signature).toBe(signature.signature);
    expect(step3.body.data?.stamp).toBe(signature.stamp);
    const proposerRowsStored = await t.db
      .select()
      .from(proposers)
      .where(eq(proposers.applicationId, id));
    expect(proposerRowsStored.map((row) => row.memberId)).toEqual([
      expect.any(Number),
      expect.any(Number),
    ]);

    // Save as Draft on tab 4 keeps the application a draft.
    const draft = await post('/api/step_4', otherDetails(id, { is_draft: 1 }), auth);
    expect(draft.status).toBe(200);
    expect(draft.body.message).toBe(MESSAGES.draftSaved);
    // Drafts complete no tab: the stored step stays where the last checked save left it.
    expect(await applicationRow(id)).toMatchObject({ isDraft: true, steps: 1 });

    // Re-saving tab 3 later (old_signature / old_stamp keep the files) completes it.
    const resave = await post<ApplicationView>(
      '/api/step_3',
      {
        id,
        members: JSON.stringify(proposerRows()),
        old_signature: signature.signature,
        old_stamp: signature.stamp,
        is_draft: 0,
        steps: 3,
      },
      auth,
    );
    expect(resave.status).toBe(200);
    expect(resave.body.data?.steps).toBe(3);
    expect(resave.body.data?.signature).toBe(signature.signature);

    const submit = await post('/api/step_4', otherDetails(id), auth);
    expect(submit.status).toBe(200);
    expect(submit.body.message).toBe('Application submitted successfully');
    expect(await applicationRow(id)).toMatchObject({ isDraft: false, steps: 4, isAdmin: false });
    expect(await historyRow(id)).toMatchObject({ appFilled: true });
    const directorRows = await t.db.select().from(directors).where(eq(directors.applicationId, id));
    expect(directorRows.map((row) => row.position)).toEqual([1, 2]);
  });
});
