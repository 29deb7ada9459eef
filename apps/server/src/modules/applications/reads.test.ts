import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { planHistory } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  categoryId,
  COMPANY_APPLICANT,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  DESCRIPTION,
  MEMBER_1,
  MEMBER_2,
  otherDetails,
  proposerRows,
  stateOf,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import type { Completion } from './read-application';
import type { ApplicationView } from './view';

const t = useTestApp();

async function submittedCompanyApplication() {
  const principal = applicantPrincipal(COMPANY_APPLICANT);
  const auth = await applicantBearer(t.app, {
    emails: [COMPANY_APPLICANT.email],
    mobiles: [COMPANY_APPLICANT.mobile],
  });
  const urls = await uploadsFor(t.db, principal, COMPANY_DOCUMENTS);
  const { post } = api(t.app);
  const id = (await post<number>('/api/step_1', await companyBasicDetails(t.db, urls), auth)).body
    .data as number;
  await post(
    '/api/step_2',
    {
      id,
      director: [
        { name: 'Asha Shah', email: 'asha.shah@example.com', mobile_number: '9123400001' },
      ],
    },
    auth,
  );
  const files = await uploadsFor(t.db, principal, ['signature', 'stamp']);
  await post('/api/step_3', { id, members: proposerRows(), ...files }, auth);
  return { id, auth, urls: { ...urls, ...files }, post };
}

describe('GET /api/getApplication/:id', () => {
  it('answers the whole Application shape', async () => {
    const { id, auth, urls } = await submittedCompanyApplication();
    const response = await api(t.app).get<ApplicationView>(`/api/getApplication/${id}`, auth);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const data = response.body.data as ApplicationView;
    expect(data).toMatchObject({
      id,
      app_id: `PA-${String(id).padStart(6, '0')}`,
      journey: 'new',
      name: 'Vikram Shah',
      email: COMPANY_APPLICANT.email,
      email_verified: true,
      dob: '1980-01-02',
      mobile_number: COMPANY_APPLICANT.mobile,
      mobile_verified: true,
      primary_number: '9123456791',
      same_number: 0,
      zone: 'west',
      state: await stateOf(t.db, 'west'),
      gst_number: '27AABCS1234A1Z1',
      pan_number: 'AABCS1234A',
      company_name: 'Shah Sound Pvt Ltd',
      registered_address: '4 Marine Drive, Mumbai',
      size_of_company: '25-50',
      org_type: 'company',
      incorporation_date: '2015-03-01',
      membership_checked: 0,
      description: '',
      meta: '',
      is_draft: 1,
      is_admin: 0,
      steps: 3,
      membership: { id: await categoryId(t.db, 'Gold'), name: 'Gold' },
      manual: 0,
      submitted_at: null,
      address_proof: urls.address_proof,
      repersentative_photo: urls.repersentative_photo,
      aadhar_proof: '',
      pan_proof: '',
      turnover_certificate: urls.turnover_certificate,
      incorporation_certificate: urls.incorporation_certificate,
      company: {
        moa: urls.moa,
        aoa: urls.aoa,
        portaldirector: urls.portaldirector,
        resolution: urls.resolution,
        incorporation_date: '2015-03-01',
      },
      llp: { deed: '', authorization: '', incorporation_date: '' },
      huf: { deed: '', authorization: '' },
      signature: urls.signature,
      stamp: urls.stamp,
      director: [
        { name: 'Asha Shah', email: 'asha.shah@example.com', mobile_number: '9123400001' },
      ],
      members: [
        {
          row_id: 1,
          name: 'Mehta Events Pvt Ltd',
          director: 'Aarav Mehta',
          email: MEMBER_1.email,
          mobile_number: MEMBER_1.mobile,
        },
        {
          row_id: 2,
          name: 'Nair Entertainment LLP',
          director: 'Priya Nair',
          email: MEMBER_2.email,
          mobile_number: MEMBER_2.mobile,
        },
      ],
      plan_history: {
        plan_id: await categoryId(t.db, 'Gold'),
        app_id: id,
        history_type: 'new',
        app_filled: false,
        cancelled: false,
        company_name: 'Shah Sound Pvt Ltd',
        payment_status: 'unpaid',
      },
    });
    expect(data.documents).toHaveLength(COMPANY_DOCUMENTS.length + 2);
    expect(data.documents[0]).toEqual({
      field: expect.any(String),
      url: expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}\.(pdf|png)$/),
      original_name: expect.any(String),
      review_status: 'pending',
    });
  });

  it('shows the other details once saved, and the submit', async () => {
    const { id, auth, post } = await submittedCompanyApplication();
    await post('/api/step_4', otherDetails(id), auth);
    const data = (await api(t.app).get<ApplicationView>(`/api/getApplication/${id}`, auth)).body
      .data as ApplicationView;
    expect(data).toMatchObject({
      description: DESCRIPTION,
      meta: 'https://facebook.com/asha.events',
      linkedin: 'https://www.linkedin.com/company/asha-events',
      membership_checked: 1,
      is_draft: 0,
      steps: 4,
      plan_history: { app_filled: true },
    });
    expect(data.submitted_at).toEqual(expect.any(String));
  });

  it('sends locked: true to the applicant once submitted (saves are refused), false before and to staff', async () => {
    const { id, auth, post } = await submittedCompanyApplication();
    const read = async (headers: Record<string, string>) =>
      (await api(t.app).get<ApplicationView>(`/api/getApplication/${id}`, headers)).body
        .data as ApplicationView;
    expect((await read(auth)).locked).toBe(false);

    await post('/api/step_4', otherDetails(id), auth);
    expect((await read(auth)).locked).toBe(true);
    // The flag tells the truth: the applicant's save is refused.
    expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(409);
    // Staff who edit may still save; a staff role that cannot edit reads it locked.
    expect((await read(await staffBearer(t.app, t.db, 'admin@example.com'))).locked).toBe(false);
    expect((await read(await staffBearer(t.app, t.db, 'accounts@example.com'))).locked).toBe(true);

    // Sent back for changes: the applicant may edit again.
    await t.db
      .update(planHistory)
      .set({ reviewStage: 'changes_requested' })
      .where(eq(planHistory.applicationId, id));
    expect((await read(auth)).locked).toBe(false);
  });
});

describe('GET /api/user/application/:id', () => {
  it('reports form, review and payment completion', async () => {
    const { id, auth, post } = await submittedCompanyApplication();
    const flags = async () =>
      (await api(t.app).get<Completion>(`/api/user/application/${id}`, auth)).body.data;

    expect(await flags()).toEqual({
      application_form_completion: false,
      application_review_completion: false,
      application_payment_completion: false,
      application: { app_id: `PA-${String(id).padStart(6, '0')}` },
    });

    await post('/api/step_4', otherDetails(id), auth);
    expect(await flags()).toMatchObject({ application_form_completion: true });

    const approved = 'approved' as const;
    await t.db
      .update(planHistory)
      .set({
        approvalZm: approved,
        approvalAccounts: approved,
        referenceCheck1: approved,
        referenceCheck2: approved,
        approvalGoverning1: approved,
      })
      .where(eq(planHistory.applicationId, id));
    expect(await flags()).toMatchObject({ application_review_completion: false });
    await t.db
      .update(planHistory)
      .set({ approvalGoverning2: approved })
      .where(eq(planHistory.applicationId, id));
    expect(await flags()).toMatchObject({
      application_review_completion: true,
      application_payment_completion: false,
    });
    await t.db
      .update(planHistory)
      .set({ paymentStatus: 'paid' })
      .where(eq(planHistory.applicationId, id));
    const staff = await staffBearer(t.app, t.db, 'accounts@example.com');
    const asStaff = await api(t.app).get<Completion>(`/api/user/application/${id}`, staff);
    expect(asStaff.body.data).toMatchObject({
      application_form_completion: true,
      application_review_completion: true,
      application_payment_completion: true,
    });
  });
});
