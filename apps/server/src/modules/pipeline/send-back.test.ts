import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { auditLog, planHistory } from '../../db/schema';
import {
  api,
  applicantPrincipal,
  insertUpload,
  MEMBER_1,
  MEMBER_2,
  otherDetails,
  STAR_APPLICANT,
  STAR_DOCUMENTS,
  starBasicDetails,
  stateOf,
  type Headers,
} from '../../../test/support/application-fixtures';
import { ALREADY_SUBMITTED } from '../applications/application-messages';
import {
  latestMail,
  outbox,
  referenceLinks,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';

const t = useTestApp();

async function historyOf(id: number) {
  const [row] = await t.db.select().from(planHistory).where(eq(planHistory.applicationId, id));
  if (!row) throw new Error(`no plan history for ${id}`);
  return row;
}

/** The applicant's stored document urls, to send back unchanged. */
async function currentDocumentUrls(id: number, auth: Headers): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/getApplication/${id}`,
    headers: auth,
  });
  const data = response.json<{ data: Record<string, unknown> }>().data;
  return Object.fromEntries(STAR_DOCUMENTS.map((field) => [field, String(data[field] ?? '')]));
}

/** What the applicant corrects after a send-back: only what the reviewer named. */
type Correction = 'pan_and_address_proof' | 'gst_number' | 'description';

/** The applicant corrects what was asked (by default the PAN number and the address proof), then submits again. */
async function correctAndResubmit(
  id: number,
  auth: Headers,
  correction: Correction = 'pan_and_address_proof',
) {
  const { post } = api(t.app);
  const urls = await currentDocumentUrls(id, auth);
  const north = { id, zone: 'north', state: await stateOf(t.db, 'north') };
  if (correction !== 'description') {
    const changes =
      correction === 'gst_number'
        ? { documents: urls, fields: { gst_number: '09ABCDE1234F1ZY' } }
        : {
            documents: {
              ...urls,
              address_proof: await insertUpload(
                t.db,
                applicantPrincipal(STAR_APPLICANT),
                'address_proof',
              ),
            },
            fields: { pan_number: 'ABCDE9999F' },
          };
    const saved = await post(
      '/api/step_1',
      await starBasicDetails(t.db, changes.documents, { ...north, ...changes.fields }),
      auth,
    );
    expect(saved.status).toBe(200);
  }
  const description =
    correction === 'description'
      ? { description: Array.from({ length: 130 }, (_, i) => `event${i}`).join(' ') }
      : {};
  const submitted = await post('/api/step_4', otherDetails(id, description), auth);
  expect(submitted.status).toBe(200);
  expect(submitted.body.message).toBe('Application submitted successfully');
}

describe('send back for changes', () => {
  it('emails the note and the fields, opens the form to the applicant, and resumes at the same step', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    const { post } = api(t.app);
    // Submitted: locked for the applicant.
    expect((await post('/api/step_4', otherDetails(id), auth)).body.message).toBe(
      ALREADY_SUBMITTED,
    );

    const zm = await s.as('zm.north@example.com');
    const sent = await s.act(zm, id, 'send-back', {
      remark: 'The PAN number does not match the PAN card; the address proof is unreadable.',
      fields: ['pan_number', 'address_proof', 'pan_number'],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      stage: 'changes_requested',
      changes_requested_stage: 'zone_manager',
      changes_requested_fields: ['pan_number', 'address_proof'],
      changes_note: 'The PAN number does not match the PAN card; the address proof is unreadable.',
    });

    const mail = await latestMail(t.app, STAR_APPLICANT.email, 'Changes needed');
    expect(mail.text).toContain('The PAN number does not match the PAN card');
    expect(mail.text).toContain('- PAN number');
    expect(mail.text).toContain('- Address proof');
    expect(mail.text).toMatch(/\/register\/user\/membership-form\/[A-Za-z0-9=]+/);
    expect((await outbox(t.app, STAR_APPLICANT.mobile))[0]?.text).toContain('changes are needed');

    const review = await t.app.inject({
      method: 'GET',
      url: `/api/application_review/${id}`,
      headers: auth,
    });
    expect(review.json().data).toMatchObject({
      review_stage: 'changes_requested',
      changes_requested_fields: ['pan_number', 'address_proof'],
      changes_note: expect.stringContaining('PAN number'),
      is_completed: false,
    });
    // The form shows the note and each document's review status.
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/getApplication/${id}`,
      headers: auth,
    });
    expect(form.json().data.plan_history).toMatchObject({
      review_stage: 'changes_requested',
      changes_requested_fields: ['pan_number', 'address_proof'],
      changes_note: expect.stringContaining('PAN number'),
    });
    // Nobody reviews while the applicant is at work.
    expect((await s.approve('zm.north@example.com', id)).status).toBe(409);

    await correctAndResubmit(id, auth);
    expect(await historyOf(id)).toMatchObject({
      reviewStage: 'zone_manager',
      changesRequestedStage: null,
      approvalZm: 'pending',
    });
    await latestMail(t.app, 'zm.north@example.com', 'was resubmitted');
    // The applicant was told of the submission once: a resubmission continues the same review.
    const received = (await outbox(t.app, STAR_APPLICANT.email)).filter((message) =>
      message.subject?.startsWith('We have received your membership application'),
    );
    expect(received).toHaveLength(1);
    // Locked again.
    expect((await post('/api/step_4', otherDetails(id), auth)).status).toBe(409);

    // The applicant's edits and the resubmit are in the audit log, with what changed.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.actor.split(':')[0]])).toEqual([
      ['application.create', 'applicant'],
      ['application.update', 'applicant'],
      ['application.submit', 'applicant'],
      ['review.send_back', 'staff'],
      ['application.update', 'applicant'],
      ['application.resubmit', 'applicant'],
    ]);
    expect(audit[4]).toMatchObject({
      before: expect.objectContaining({ pan_number: 'ABCDE1234F' }),
      after: expect.objectContaining({ pan_number: 'ABCDE9999F' }),
    });
    expect(audit[5]?.after).toMatchObject({
      plan_history: expect.objectContaining({ review_stage: 'zone_manager' }),
    });

    expect((await s.approve('zm.north@example.com', id)).body.data?.stage).toBe('accounts');
  });

  it('resumes at accounts after an accounts send-back, keeping the zone manager approval', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    await s.approve('zm.north@example.com', id);
    const accounts = await s.as('accounts@example.com');
    await s.act(accounts, id, 'send-back', { remark: 'GST?', fields: ['gst_number'] });
    expect(await historyOf(id)).toMatchObject({
      reviewStage: 'changes_requested',
      changesRequestedStage: 'accounts',
    });
    await correctAndResubmit(id, auth, 'gst_number');
    expect(await historyOf(id)).toMatchObject({ reviewStage: 'accounts', approvalZm: 'approved' });
    await latestMail(t.app, 'accounts@example.com', 'was resubmitted');
    expect((await s.approve('accounts@example.com', id)).body.data?.stage).toBe('references');
  });

  it('asks the whole governing body again after its send-back', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    await s.approve('zm.north@example.com', id);
    await s.approve('accounts@example.com', id);
    await s.answer((await referenceLinks(t.app, MEMBER_1.email)).approve);
    await s.answer((await referenceLinks(t.app, MEMBER_2.email)).approve);
    expect((await s.approve('gb1@example.com', id)).body.data?.governing_body.approvals).toBe(1);
    const gb2 = await s.as('gb2@example.com');
    await s.act(gb2, id, 'send-back', { remark: 'Describe your events.', fields: ['description'] });
    expect(await historyOf(id)).toMatchObject({
      reviewStage: 'changes_requested',
      approvalGoverning1: 'pending',
      approvalGoverning2: 'pending',
      referenceCheck1: 'approved',
    });

    await correctAndResubmit(id, auth, 'description');
    expect((await historyOf(id)).reviewStage).toBe('governing_body');
    // gb1's approval of the earlier version does not count; gb1 approves afresh.
    const again = await s.approve('gb1@example.com', id);
    expect(again.status).toBe(200);
    expect(again.body.data?.governing_body.approvals).toBe(1);
    expect((await s.approve('gb2@example.com', id)).body.data?.stage).toBe('approved');
  });

  it('refuses a change to a field the reviewer did not name, and keeps what was saved', async () => {
    const s = staffApi(t.app, t.db);
    const { id, auth } = await submittedApplication(t.app, t.db, 'north');
    const zm = await s.as('zm.north@example.com');
    await s.act(zm, id, 'send-back', {
      remark: 'Please fix the PAN number.',
      fields: ['pan_number'],
    });
    const urls = await currentDocumentUrls(id, auth);
    const north = { id, zone: 'north', state: await stateOf(t.db, 'north') };
    const { post } = api(t.app);

    const refused = await post(
      '/api/step_1',
      await starBasicDetails(t.db, urls, {
        ...north,
        pan_number: 'ABCDE9999F',
        name: 'Someone Else',
      }),
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ name: 'This field was not asked to change' });

    const accepted = await post(
      '/api/step_1',
      await starBasicDetails(t.db, urls, { ...north, pan_number: 'ABCDE9999F' }),
      auth,
    );
    expect(accepted.status).toBe(200);
  });
});
