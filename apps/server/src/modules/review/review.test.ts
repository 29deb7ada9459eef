import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { members, planHistory } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  otherDetails,
  proposerRows,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  starBasicDetails,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import type { ApplicationReview } from './review.service';

const t = useTestApp();

async function submittedStarApplication() {
  const auth = await applicantBearer(t.app, {
    emails: [STAR_APPLICANT.email],
    mobiles: [STAR_APPLICANT.mobile],
  });
  const urls = await uploadsFor(t.db, applicantPrincipal(STAR_APPLICANT), STAR_DOCUMENTS);
  const { post } = api(t.app);
  const id = (await post<number>('/api/step_1', await starBasicDetails(t.db, urls), auth)).body
    .data as number;
  await post('/api/step_3', { id, members: proposerRows() }, auth);
  expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(200);
  return { id, auth };
}

const review = async (id: number, headers: Record<string, string>) =>
  api(t.app).get<ApplicationReview>(`/api/application_review/${id}`, headers);

describe('GET /api/application_review/:id', () => {
  it('shows every stage pending for a new submission', async () => {
    const { id, auth } = await submittedStarApplication();
    const response = await review(id, auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        // The number the applicant quotes, shown on the page after submitting (issue #29).
        app_id: expect.stringMatching(/^PA-\d+$/),
        is_completed: false,
        User_name: 'Asha Rao',
        Membership_Type: 'Star',
        Approved_by_ZM: 'Pending',
        'Approved_By_Accounts_Dept.': 'Pending',
        Reference_Check_1: 'Pending',
        Reference_Check_2: 'Pending',
        references_required: 2,
        Approved_By_Governing_Body: 'Pending',
        cancelled: false,
        app_filled: true,
        journey: 'new',
        review_stage: 'zone_manager',
        changes_requested_fields: [],
        changes_note: null,
      },
    });
  });

  it('shows Completed for approved stages; the governing body needs both approvals', async () => {
    const { id, auth } = await submittedStarApplication();
    await t.db
      .update(planHistory)
      .set({
        approvalZm: 'approved',
        referenceCheck2: 'approved',
        approvalGoverning1: 'approved',
        approvalAccounts: 'rejected',
      })
      .where(eq(planHistory.applicationId, id));
    expect((await review(id, auth)).body.data).toMatchObject({
      is_completed: false,
      Approved_by_ZM: 'Completed',
      'Approved_By_Accounts_Dept.': 'Pending',
      Reference_Check_1: 'Pending',
      Reference_Check_2: 'Completed',
      Approved_By_Governing_Body: 'Pending',
    });

    await t.db
      .update(planHistory)
      .set({
        approvalAccounts: 'approved',
        referenceCheck1: 'approved',
        approvalGoverning2: 'approved',
        cancelled: true,
      })
      .where(eq(planHistory.applicationId, id));
    expect((await review(id, auth)).body.data).toMatchObject({
      is_completed: true,
      Approved_by_ZM: 'Completed',
      'Approved_By_Accounts_Dept.': 'Completed',
      Reference_Check_1: 'Completed',
      Reference_Check_2: 'Completed',
      Approved_By_Governing_Body: 'Completed',
      cancelled: true,
    });
  });

  it("shows a seeded member's completed review to staff of any role", async () => {
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'active@example.com'));
    const staff = await staffBearer(t.app, t.db, 'gb1@example.com');
    const response = await review(member?.applicationId ?? 0, staff);
    expect(response.body.data).toMatchObject({
      is_completed: true,
      User_name: 'Rohan Kapoor',
      Membership_Type: 'Gold',
      app_filled: true,
    });
  });

  it('answers 401 without a token and 403 to another applicant', async () => {
    const { id } = await submittedStarApplication();
    expect((await review(id, {})).status).toBe(401);
    const stranger = await applicantBearer(t.app, { emails: ['stranger@example.com'] });
    expect((await review(id, stranger)).status).toBe(403);
  });
});
