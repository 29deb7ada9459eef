import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer, bearer } from '../../../test/support/tokens';
import { members, planHistory, reviewDecisions, staff } from '../../db/schema';
import { MEMBER_1, MEMBER_2, STAR_APPLICANT } from '../../../test/support/application-fixtures';
import {
  latestMail,
  outbox,
  referenceLinks,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';
import { PIPELINE_MESSAGES } from './messages';

const t = useTestApp();

async function historyOf(id: number) {
  const [row] = await t.db.select().from(planHistory).where(eq(planHistory.applicationId, id));
  if (!row) throw new Error(`no plan history for ${id}`);
  return row;
}

async function reviewOf(id: number, auth: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/application_review/${id}`,
    headers: auth,
  });
  return response.json<{ data: Record<string, unknown> }>().data;
}

describe('the review pipeline, start to finish', () => {
  it('takes a north application through ZM, accounts, both references and two GB members to payment', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    expect((await historyOf(id)).reviewStage).toBe('zone_manager');
    // The zone manager of the applicant's zone hears about the new application, others do not.
    await latestMail(t.app, 'zm.north@example.com', 'New membership application');
    expect(await outbox(t.app, 'zm.south@example.com')).toEqual([]);

    const zm = await s.approve('zm.north@example.com', id, 'Documents in order');
    expect(zm.status).toBe(200);
    expect(zm.body.data).toMatchObject({ stage: 'accounts' });
    await latestMail(t.app, 'accounts@example.com', 'is ready for accounts review');

    expect((await s.approve('accounts@example.com', id)).body.data?.stage).toBe('references');
    const first = await referenceLinks(t.app, MEMBER_1.email);
    const second = await referenceLinks(t.app, MEMBER_2.email);

    const answer1 = await s.answer(first.approve);
    expect(answer1.status).toBe(200);
    expect(answer1.body).toEqual({
      success: true,
      userdata: {
        name: 'Asha Rao',
        email: STAR_APPLICANT.email,
        company_name: 'Asha Events',
        category: 'Star',
      },
      proposer: { num: 1, name: 'Aarav Mehta', company_name: 'Mehta Events Pvt Ltd' },
      prevoius_status: null,
      recorded: 'approved',
    });
    expect((await historyOf(id)).reviewStage).toBe('references');
    expect((await s.answer(second.approve)).body.recorded).toBe('approved');
    expect((await historyOf(id)).reviewStage).toBe('governing_body');
    await latestMail(t.app, 'gb1@example.com', 'governing body approval');
    await latestMail(t.app, 'gb2@example.com', 'governing body approval');

    const gb1 = await s.approve('gb1@example.com', id);
    expect(gb1.body).toMatchObject({
      message: 'Approved. 1 more governing body approval needed.',
      data: { stage: 'governing_body', governing_body: { approvals: 1, quorum: 2 } },
    });
    // The same member cannot make up the quorum alone.
    const again = await s.approve('gb1@example.com', id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PIPELINE_MESSAGES.alreadyApproved);
    // …so the detail no longer offers gb1 a decision, while gb2 still has one to make.
    expect((await s.detail(await s.as('gb1@example.com'), id)).body.data.can_act).toBe(false);
    expect((await s.detail(await s.as('gb2@example.com'), id)).body.data.can_act).toBe(true);
    expect((await reviewOf(id, auth)).is_completed).toBe(false);

    const before = Date.now();
    const gb2 = await s.approve('gb2@example.com', id);
    expect(gb2.body.data?.stage).toBe('approved');

    const history = await historyOf(id);
    expect(history).toMatchObject({
      reviewStage: 'approved',
      approvalZm: 'approved',
      approvalAccounts: 'approved',
      referenceCheck1: 'approved',
      referenceCheck2: 'approved',
      approvalGoverning1: 'approved',
      approvalGoverning2: 'approved',
    });
    for (const at of [
      history.approvalZmAt,
      history.approvalAccountsAt,
      history.referenceCheck1At,
      history.referenceCheck2At,
      history.approvalGoverning1At,
      history.approvalGoverning2At,
    ]) {
      expect(at).toBeInstanceOf(Date);
    }
    const days = ((history.paymentLinkExpiresAt?.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    expect(await reviewOf(id, auth)).toMatchObject({
      is_completed: true,
      Approved_by_ZM: 'Completed',
      'Approved_By_Accounts_Dept.': 'Completed',
      Reference_Check_1: 'Completed',
      Reference_Check_2: 'Completed',
      Approved_By_Governing_Body: 'Completed',
      review_stage: 'approved',
    });
    const payment = await latestMail(t.app, STAR_APPLICANT.email, 'complete your payment');
    expect(payment.text).toMatch(
      /\/register\/user\/checkout\/PA-\d{6}\?h=\d+&t=[\w-]+\.[\w-]+\.[\w-]+/,
    );
    const [sms] = await outbox(t.app, STAR_APPLICANT.mobile);
    expect(sms?.text).toContain('is approved');

    // Who decided what, in order.
    const decisions = await t.db
      .select()
      .from(reviewDecisions)
      .where(eq(reviewDecisions.planHistoryId, history.id))
      .orderBy(reviewDecisions.id);
    expect(decisions.map((row) => [row.stage, row.decision, row.actorKind])).toEqual([
      ['zone_manager', 'approved', 'staff'],
      ['accounts', 'approved', 'staff'],
      ['reference_1', 'approved', 'proposer'],
      ['reference_2', 'approved', 'proposer'],
      ['governing_body', 'approved', 'staff'],
      ['governing_body', 'approved', 'staff'],
    ]);
    expect(decisions[0]).toMatchObject({
      actorLabel: 'North Zone Manager <zm.north@example.com>',
      remark: 'Documents in order',
    });
    expect(decisions[2]?.actorLabel).toBe(`Aarav Mehta <${MEMBER_1.email}>`);
  });

  it('shows the staff detail: application, review, documents, audit and whether the caller can act', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const zm = await s.as('zm.north@example.com');
    const detail = await s.detail(zm, id);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      application: { id, name: 'Asha Rao', plan_history: { review_stage: 'zone_manager' } },
      review: { stage: 'zone_manager', decisions: [], changes_requested_fields: [] },
      can_act: true,
    });
    expect(detail.body.data.documents).toHaveLength(4 + 0);
    expect(detail.body.data.documents[0]).toEqual({
      id: expect.any(Number),
      field: expect.any(String),
      url: expect.stringMatching(/^\/api\/files\//),
      original_name: expect.any(String),
      mime_type: expect.any(String),
      review_status: 'pending',
      review_remark: null,
      reviewed_at: null,
    });
    // The applicant's creation and draft save, then the submit (decision 044).
    expect(detail.body.data.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'application.create',
      'application.update',
      'application.submit',
    ]);
    // Other staff read it too, but cannot act at this step.
    const accounts = await s.detail(await s.as('accounts@example.com'), id);
    expect(accounts.body.data.can_act).toBe(false);
    expect((await s.detail(await s.as('zm.south@example.com'), id)).body.data.can_act).toBe(false);
    expect((await s.detail(await s.as('admin@example.com'), id)).body.data.can_act).toBe(true);
    expect((await s.detail(zm, 999_999)).status).toBe(404);
  });
});

describe('who may act, and when', () => {
  it('answers 403 to a zone manager of another zone, applicants and members, 401 without a token', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    const south = await s.approve('zm.south@example.com', id);
    expect(south.status).toBe(403);

    expect((await s.act(auth, id, 'approve')).status).toBe(403);
    const [member] = await t.db.select().from(members).where(eq(members.email, MEMBER_1.email));
    const memberAuth = await bearer(t.app, {
      kind: 'member',
      memberId: member?.id ?? 0,
      userId: member?.applicationId ?? 0,
    });
    expect((await s.act(memberAuth, id, 'approve')).status).toBe(403);
    expect((await s.detail(memberAuth, id)).status).toBe(403);
    expect((await s.detail(auth, id)).status).toBe(403);
    expect((await s.act({}, id, 'approve')).status).toBe(401);
    expect((await s.detail({}, id)).status).toBe(401);
    // Office staff cancel but do not review.
    expect((await s.approve('office@example.com', id)).status).toBe(403);
    expect((await historyOf(id)).reviewStage).toBe('zone_manager');
  });

  it('answers 409 to a role acting at a step that is not its own', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const accounts = await s.approve('accounts@example.com', id);
    expect(accounts.status).toBe(409);
    expect(accounts.body.message).toBe(
      'This application is waiting for zone manager review, which is not your step.',
    );
    expect((await s.approve('gb1@example.com', id)).status).toBe(409);

    expect((await s.approve('zm.north@example.com', id)).status).toBe(200);
    // The zone manager's step is done.
    expect((await s.approve('zm.north@example.com', id)).status).toBe(409);
    expect((await s.approve('accounts@example.com', id)).status).toBe(200);
    // Nobody approves for the proposers.
    const admin = await s.approve('admin@example.com', id);
    expect(admin.status).toBe(409);
    expect(admin.body.message).toMatch(/proposers/);
  });

  it('lets admin act at every staff step (documented in decision 010)', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'east');
    expect((await s.approve('admin@example.com', id)).body.data?.stage).toBe('accounts');
    expect((await s.approve('admin@example.com', id)).body.data?.stage).toBe('references');
  });

  it('refuses a draft (409) and an unknown application (404)', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await t.db
      .update(planHistory)
      .set({ reviewStage: 'draft' })
      .where(eq(planHistory.applicationId, id));
    const draft = await s.approve('admin@example.com', id);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe(PIPELINE_MESSAGES.notSubmitted);
    expect((await s.approve('admin@example.com', 999_999)).status).toBe(404);
  });

  it('treats a deactivated staff member as signed out (401)', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const headers = await s.as('zm.north@example.com');
    await t.db.update(staff).set({ active: false }).where(eq(staff.email, 'zm.north@example.com'));
    expect((await s.act(headers, id, 'approve')).status).toBe(401);
  });

  it('validates the bodies: a reason to reject, a note and known fields to send back', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const zm = await s.as('zm.north@example.com');
    const reject = await s.act(zm, id, 'reject', { remark: '  ' });
    expect(reject.status).toBe(400);
    expect(reject.body.message).toBe('Please give a reason');
    const noFields = await s.act(zm, id, 'send-back', { remark: 'Fix it', fields: [] });
    expect(noFields.status).toBe(400);
    expect(noFields.body.message).toBe('Please name at least one field or document to change');
    const unknown = await s.act(zm, id, 'send-back', {
      remark: 'Fix',
      fields: ['pan_number', 'x'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field or document: x');
    expect((await historyOf(id)).reviewStage).toBe('zone_manager');
  });
});

describe('rejection and cancellation', () => {
  it('rejects with a reason: stage rejected, the applicant emailed and texted', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    await s.approve('zm.north@example.com', id);
    const rejected = await s.act(await s.as('accounts@example.com'), id, 'reject', {
      remark: 'The PAN card does not match the company.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data?.stage).toBe('rejected');
    expect(await historyOf(id)).toMatchObject({
      reviewStage: 'rejected',
      approvalAccounts: 'rejected',
    });
    const mail = await latestMail(t.app, STAR_APPLICANT.email, 'was not approved');
    expect(mail.text).toContain('The PAN card does not match the company.');
    expect((await outbox(t.app, STAR_APPLICANT.mobile))[0]?.text).toContain('not approved');
    expect(await reviewOf(id, auth)).toMatchObject({
      is_completed: false,
      review_stage: 'rejected',
    });
    // Nothing more happens to it.
    expect((await s.approve('admin@example.com', id)).status).toBe(409);
    expect(
      (await s.act(await s.as('admin@example.com'), id, 'cancel', { remark: 'x' })).status,
    ).toBe(409);
  });

  it('lets admin and office cancel: the review page shows cancelled', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    const zm = await s.as('zm.north@example.com');
    expect((await s.act(zm, id, 'cancel', { remark: 'Duplicate' })).status).toBe(403);
    const office = await s.as('office@example.com');
    // The reason is required (the applicant is emailed it); the staff dialog says the same.
    const empty = await s.act(office, id, 'cancel', { remark: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please give a reason');
    expect(await historyOf(id)).toMatchObject({ cancelled: false });
    const cancelled = await s.act(office, id, 'cancel', { remark: 'Duplicate application' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ stage: 'cancelled', cancelled: true });
    expect(await historyOf(id)).toMatchObject({ cancelled: true, reviewStage: 'cancelled' });
    expect(await reviewOf(id, auth)).toMatchObject({ cancelled: true, is_completed: false });
    expect((await latestMail(t.app, STAR_APPLICANT.email, 'was cancelled')).text).toContain(
      'Duplicate application',
    );
    expect((await s.act(office, id, 'cancel', { remark: 'again' })).status).toBe(409);
    expect((await s.approve('zm.north@example.com', id)).status).toBe(409);
  });

  it('keeps an applicant out of a cancelled application', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await s.act(await s.as('admin@example.com'), id, 'cancel', { remark: 'Withdrawn' });
    const stranger = await applicantBearer(t.app, { emails: ['nobody@example.com'] });
    expect((await s.detail(stranger, id)).status).toBe(403);
  });
});
