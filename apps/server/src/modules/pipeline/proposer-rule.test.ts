// The review pipeline under the association's proposer rule (decision 070): with 0 proposers it goes
// from accounts to the governing body, with 1 it asks one reference, with 2 both; an application
// keeps the rule it was submitted under.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portico/domain/messages';
import { useTestApp } from '../../../test/support/app';
import {
  api,
  applicantPrincipal,
  MEMBER_1,
  MEMBER_2,
  otherDetails,
  proposerRows,
  STAR_DOCUMENTS,
  starBasicDetails,
  stateOf,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import { applicantBearer } from '../../../test/support/tokens';
import {
  outbox,
  referenceLinks,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';
import { setProposersRule } from '../../../test/support/proposer-rule';
import { applications, planHistory, proposers } from '../../db/schema';
import { signReferenceToken } from '../../lib/signed-links';
import { encodeId } from '@portico/domain/format';

const t = useTestApp();

async function stageOf(id: number) {
  const [row] = await t.db.select().from(planHistory).where(eq(planHistory.applicationId, id));
  return row?.reviewStage;
}

async function storedRule(id: number) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row?.proposersRequired;
}

async function reviewOf(id: number, auth: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/application_review/${id}`,
    headers: auth,
  });
  return response.json<{ data: Record<string, unknown> }>().data;
}

/** Through the zone manager and accounts: where the application goes next. */
async function throughAccounts(id: number) {
  const s = staffApi(t.app, t.db);
  expect((await s.approve('zm.north@example.com', id)).status).toBe(200);
  const accounts = await s.approve('accounts@example.com', id);
  expect(accounts.status).toBe(200);
  return accounts.body.data?.stage;
}

async function throughGoverningBody(id: number) {
  const s = staffApi(t.app, t.db);
  await s.approve('gb1@example.com', id);
  return (await s.approve('gb2@example.com', id)).body.data?.stage;
}

describe('the pipeline under the proposer rule', () => {
  it('with none, goes from accounts to the governing body and on to payment', async () => {
    await setProposersRule(t.app, t.db, 0);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    expect(await storedRule(id)).toBe(0);
    // The rows a client sent past the rule are not kept.
    expect(await t.db.select().from(proposers).where(eq(proposers.applicationId, id))).toEqual([]);
    expect(await throughAccounts(id)).toBe('governing_body');
    expect(await outbox(t.app, MEMBER_1.email)).toEqual([]);
    expect(await reviewOf(id, auth)).toMatchObject({ references_required: 0, is_completed: false });
    expect(await throughGoverningBody(id)).toBe('approved');
    expect(await reviewOf(id, auth)).toMatchObject({
      is_completed: true,
      Reference_Check_1: 'Completed',
      Reference_Check_2: 'Completed',
    });
  });

  it('with one, asks the one proposer and moves on at their approval', async () => {
    await setProposersRule(t.app, t.db, 1);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    expect(await storedRule(id)).toBe(1);
    expect(await throughAccounts(id)).toBe('references');
    const first = await referenceLinks(t.app, MEMBER_1.email);
    expect(await outbox(t.app, MEMBER_2.email)).toEqual([]);
    expect(await reviewOf(id, auth)).toMatchObject({
      references_required: 1,
      Reference_Check_1: 'Pending',
      Reference_Check_2: 'Completed',
    });

    // A second proposer's link, were one forged with the right key, is not this application's.
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.applicationId, id));
    const token = await signReferenceToken(
      t.config.appSecret,
      { planHistoryId: history!.id, num: 2 },
      { now: new Date(), days: 7 },
    );
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/member_status/2/${encodeId(id)}/approve`,
      payload: { t: token },
    });
    expect(second.statusCode).toBe(403);

    const s = staffApi(t.app, t.db);
    expect((await s.answer(first.approve)).body.recorded).toBe('approved');
    expect(await stageOf(id)).toBe('governing_body');
    expect(await throughGoverningBody(id)).toBe('approved');
    expect((await reviewOf(id, auth)).is_completed).toBe(true);
  });

  it('with two, asks both proposers as the spec does', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    expect(await storedRule(id)).toBe(2);
    expect(await throughAccounts(id)).toBe('references');
    const s = staffApi(t.app, t.db);
    expect((await s.answer((await referenceLinks(t.app, MEMBER_1.email)).approve)).status).toBe(
      200,
    );
    expect(await stageOf(id)).toBe('references');
    expect((await s.answer((await referenceLinks(t.app, MEMBER_2.email)).approve)).status).toBe(
      200,
    );
    expect(await stageOf(id)).toBe('governing_body');
  });

  it('keeps the rule an application was submitted under when the setting changes', async () => {
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await setProposersRule(t.app, t.db, 0);
    expect(await storedRule(id)).toBe(2);
    expect(await throughAccounts(id)).toBe('references');
    await referenceLinks(t.app, MEMBER_1.email);
    await referenceLinks(t.app, MEMBER_2.email);
  });
});

describe('tab 3 under the proposer rule', () => {
  async function draftApplication() {
    const applicant = { email: 'nina.das@example.com', mobile: '9123456711' };
    const auth = await applicantBearer(t.app, {
      emails: [applicant.email],
      mobiles: [applicant.mobile],
    });
    const urls = await uploadsFor(t.db, applicantPrincipal(applicant), STAR_DOCUMENTS);
    const created = await api(t.app).post<number>(
      '/api/step_1',
      await starBasicDetails(t.db, urls, {
        zone: 'north',
        state: await stateOf(t.db, 'north'),
        email: applicant.email,
        mobile_number: applicant.mobile,
        primary_number: applicant.mobile,
      }),
      auth,
    );
    expect(created.status).toBe(200);
    return { id: created.body.data as number, auth };
  }

  it("with one, refuses a missing proposer with the spec's messages and takes one", async () => {
    await setProposersRule(t.app, t.db, 1);
    const { id, auth } = await draftApplication();
    const { post } = api(t.app);
    const missing = await post('/api/step_3', { id, members: [] }, auth);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      'members.0.name': MESSAGES.nameRequired,
      'members.0.email': MESSAGES.emailRequired,
    });
    expect(
      (await post('/api/step_3', { id, members: proposerRows().slice(0, 1) }, auth)).status,
    ).toBe(200);
    expect(await storedRule(id)).toBeNull();
    expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(200);
    // Submitted: the rule is the application's now, whatever the setting becomes.
    expect(await storedRule(id)).toBe(1);
    await setProposersRule(t.app, t.db, 2);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/getApplication/${id}`,
      headers: auth,
    });
    expect(view.json<{ data: { proposers_required: number } }>().data.proposers_required).toBe(1);
  });

  it('with two, refuses the second proposer left out', async () => {
    const { id, auth } = await draftApplication();
    const refused = await api(t.app).post(
      '/api/step_3',
      { id, members: proposerRows().slice(0, 1) },
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ 'members.1.name': MESSAGES.nameRequired });
  });

  it('with none, takes tab 3 without proposers and submits', async () => {
    await setProposersRule(t.app, t.db, 0);
    const { id, auth } = await draftApplication();
    const { post } = api(t.app);
    expect((await post('/api/step_3', { id, members: [] }, auth)).status).toBe(200);
    expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(200);
    expect(await storedRule(id)).toBe(0);
    expect(await stageOf(id)).toBe('zone_manager');
  });
});
