// The lighter upgrade (issue #29 item 8, decision 114): an upgrade made from the member's record
// when it satisfies the higher category, reviewed as the association chose in Settings, and never
// payable before that review approves it, whatever the member calls.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPGRADE_REVIEW_MESSAGE } from '@portico/domain/upgrade-review';
import { useTestApp } from '../../../test/support/app';
import { paymentApi, seededMember } from '../../../test/support/payment-fixtures';
import { staffApi } from '../../../test/support/pipeline-fixtures';
import {
  categoryId,
  COMPANY_DOCUMENTS,
  companyBasicDetails,
  otherDetails,
  stateOf,
  uploadsFor,
} from '../../../test/support/application-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { applications, auditLog, documents, members, planHistory } from '../../db/schema';

const t = useTestApp();

type Started = {
  needs: { field: string; label: string; new_for_category: boolean }[];
  application: { id: number; app_id: string; review_stage: string; payable: boolean } | null;
};

async function saveUpgradeReview(value: unknown) {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const body = current.json<{ data: Record<string, unknown> }>().data;
  const { logo_url: _logo, states: _states, updated_at: _at, ...form } = body;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: { ...form, upgrade_review: value },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
const png = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2048),
  ]);

/**
 * Gives a seeded member a record that satisfies every company category: the details the demo data
 * leaves out, and each document uploaded through the API and attached to the record.
 */
async function completeRecord(email = 'active@example.com') {
  const { member, auth } = await seededMember(t.app, t.db, email);
  const recordId = member.applicationId!;
  await t.db
    .update(applications)
    .set({
      dob: '1980-01-02',
      primaryNumber: member.mobileNumber,
      zone: 'west',
      stateId: await stateOf(t.db, 'west'),
      gstNumber: '27AABCS1234A1Z1',
      panNumber: 'AABCS1234A',
      registeredAddress: '4 Marine Drive, Mumbai',
      sizeOfCompany: '25-50',
      orgType: 'company',
      incorporationDate: '2015-03-01',
    })
    .where(eq(applications.id, recordId));
  for (const field of [...COMPANY_DOCUMENTS, 'signature', 'stamp']) {
    const image = ['repersentative_photo', 'signature', 'stamp'].includes(field);
    const form = new FormData();
    form.append('field', field);
    const bytes = new Uint8Array(image ? png() : pdf());
    form.append('file', new Blob([bytes]), `${field}.${image ? 'png' : 'pdf'}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: form,
      headers: auth,
    });
    const url = response.json<{ url: string }>().url;
    expect(url, response.body).toMatch(/^\/api\/files\//);
    await t.db
      .update(documents)
      .set({ applicationId: recordId })
      .where(eq(documents.storageKey, url.replace('/api/files/', '')));
  }
}

async function start(to = 'Platinum', email = 'active@example.com') {
  const { member, auth } = await seededMember(t.app, t.db, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upgrade/start',
    headers: auth,
    payload: { membership_id: await categoryId(t.db, to) },
  });
  return { member, auth, status: response.statusCode, body: response.json<{ data: Started }>() };
}

async function createOrder(auth: Record<string, string>, applicationId: number) {
  return paymentApi(t.app).call<{ success: boolean; message?: string }>(
    'POST',
    '/api/create_order',
    auth,
    { user_id: applicationId, type: 'upgrade' },
  );
}

describe('the upgrade review setting', () => {
  it('is the whole review until an admin chooses, then saved and audited', async () => {
    const headers = await staffBearer(t.app, t.db, 'admin@example.com');
    const before = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
    expect(before.json<{ data: { upgrade_review: string } }>().data.upgrade_review).toBe('full');
    const saved = await saveUpgradeReview('accounts');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ upgrade_review: 'accounts' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.association_updated'));
    expect(audit?.before).toMatchObject({ upgrade_review: 'full' });
    expect(audit?.after).toMatchObject({ upgrade_review: 'accounts' });
  });

  it('takes only its values, and only from an admin', async () => {
    const refused = await saveUpgradeReview('zone_manager');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(UPGRADE_REVIEW_MESSAGE);
    const accounts = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
      payload: { upgrade_review: 'none' },
    });
    expect(accounts.statusCode).toBe(403);
  });
});

describe('an upgrade from the member record', () => {
  it("enters today's whole review by default and cannot be paid before it ends", async () => {
    await completeRecord();
    const started = await start();
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.needs).toEqual([]);
    const made = started.body.data.application!;
    expect(made).toMatchObject({ review_stage: 'zone_manager', payable: false });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, made.id));
    expect(row).toMatchObject({
      journey: 'upgrade',
      memberId: started.member.id,
      categoryId: await categoryId(t.db, 'Platinum'),
      isDraft: false,
      proposersRequired: 0,
    });
    const order = await createOrder(started.auth, made.id);
    expect(order.status).not.toBe(200);
    expect(order.body.success).not.toBe(true);
  });

  it('is payable at once when the association does not review upgrades', async () => {
    expect((await saveUpgradeReview('none')).status).toBe(200);
    await completeRecord();
    const started = await start();
    const made = started.body.data.application!;
    expect(made).toMatchObject({ review_stage: 'approved', payable: true });
    const checkout = await paymentApi(t.app).call<{ data: { diff_Joining_Fees: unknown } }>(
      'GET',
      `/api/checkout_upgrade/${made.id}`,
      started.auth,
    );
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const order = await createOrder(started.auth, made.id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });

  it('waits for accounts alone when accounts review upgrades; create_order cannot skip it', async () => {
    expect((await saveUpgradeReview('accounts')).status).toBe(200);
    await completeRecord();
    const started = await start();
    const made = started.body.data.application!;
    expect(made).toMatchObject({ review_stage: 'accounts', payable: false });
    expect((await createOrder(started.auth, made.id)).status).not.toBe(200);

    const approved = await staffApi(t.app, t.db).approve('accounts@example.com', made.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(and(eq(planHistory.applicationId, made.id), eq(planHistory.historyType, 'upgrade')));
    expect(history).toMatchObject({ reviewStage: 'approved', reviewEndsAfter: 'accounts' });
    expect((await createOrder(started.auth, made.id)).status).toBe(200);
  });

  it('keeps the route it was submitted under when the setting changes meanwhile', async () => {
    expect((await saveUpgradeReview('governing_body')).status).toBe(200);
    await completeRecord();
    const started = await start();
    const made = started.body.data.application!;
    expect(made.review_stage).toBe('governing_body');
    expect((await saveUpgradeReview('none')).status).toBe(200);
    expect((await createOrder(started.auth, made.id)).status).not.toBe(200);
  });

  it('makes one upgrade at a time, to a higher category, for a member only', async () => {
    await completeRecord();
    expect((await start()).body.data.application).not.toBeNull();
    const again = await start();
    expect(again.status).toBe(409);
    const lower = await start('Silver', 'platinum@example.com');
    expect(lower.status).toBe(400);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade/start',
      headers: await staffBearer(t.app, t.db, 'admin@example.com'),
      payload: { membership_id: await categoryId(t.db, 'Platinum') },
    });
    expect(staff.statusCode).toBe(403);
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade/start',
      payload: { membership_id: 1 },
    });
    expect(nobody.statusCode).toBe(401);
  });

  it('asks only what the higher category adds, and makes nothing until it is given', async () => {
    const { member } = await seededMember(t.app, t.db, 'active@example.com');
    // A Star member (identity proofs, no company documents) moving to a company category.
    await t.db
      .update(members)
      .set({ categoryId: await categoryId(t.db, 'Star') })
      .where(eq(members.id, member.id));
    const before = await t.db.select().from(applications);
    const started = await start('Gold');
    expect(started.status).toBe(200);
    const needs = started.body.data.needs;
    expect(needs.map((need) => need.field)).toEqual(
      expect.arrayContaining(['turnover_certificate', 'signature', 'stamp']),
    );
    expect(needs.every((need) => need.new_for_category)).toBe(true);
    expect(needs.find((need) => need.field === 'turnover_certificate')?.label).toBe(
      'Turnover certificate',
    );
    expect(started.body.data.application).toBeNull();
    expect(await t.db.select().from(applications)).toHaveLength(before.length);
  });

  it('does not ask again for what the current category also lacked (an imported record)', async () => {
    expect((await saveUpgradeReview('none')).status).toBe(200);
    // The demo record has no documents, as an imported member's: Gold and Platinum ask the same.
    const started = await start();
    expect(started.body.data.needs).toEqual([]);
    expect(started.body.data.application).toMatchObject({ payable: true });
  });

  it('through the form too: no proposers asked, and the review the association chose', async () => {
    expect((await saveUpgradeReview('none')).status).toBe(200);
    const { member, auth } = await seededMember(t.app, t.db, 'active@example.com');
    const principal = {
      kind: 'member' as const,
      memberId: member.id,
      userId: member.applicationId!,
    };
    const documents = await uploadsFor(t.db, principal, COMPANY_DOCUMENTS);
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url, headers: auth, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<{ data: unknown }>();
    };
    const basics = await companyBasicDetails(t.db, documents, {
      email: member.email,
      mobile_number: member.mobileNumber,
      primary_number: member.mobileNumber,
      membership_id: await categoryId(t.db, 'Platinum'),
      journey: 'upgrade',
    });
    const id = Number((await post('/api/step_1', basics)).data);
    await post('/api/step_2', { id, director: '[]', is_draft: 0 });
    const marks = await uploadsFor(t.db, principal, ['signature', 'stamp']);
    await post('/api/step_3', { id, members: '[]', ...marks, is_draft: 0 });
    await post('/api/step_4', otherDetails(id));
    const [history] = await t.db
      .select()
      .from(planHistory)
      .where(and(eq(planHistory.applicationId, id), eq(planHistory.historyType, 'upgrade')));
    expect(history?.reviewStage).toBe('approved');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.proposersRequired).toBe(0);
  });
});
