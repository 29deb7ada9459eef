import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageDetail, MessageItem } from '@portico/domain/contracts/staff-messages.contract';
import { useTestApp } from '../../../test/support/app';
import { STAR_APPLICANT } from '../../../test/support/application-fixtures';
import { staffApi, submittedApplication } from '../../../test/support/pipeline-fixtures';
import { request, type Page } from '../../../test/support/staff-admin-fixtures';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { applications, auditLog, members, outbox } from '../../db/schema';
import type { OutboxMessage } from '../../adapters/messaging/outbox';
import { MESSAGE_TEXTS } from './message-rules';

const t = useTestApp();

async function write(message: Partial<OutboxMessage> & { status?: 'failed' | 'sent' }) {
  const { status = 'sent', ...rest } = message;
  const { id } = await t.app.outbox.enqueue(t.db, {
    channel: 'email',
    to: 'asha@example.com',
    subject: 'Your application was not approved',
    text: 'Dear Asha, …',
    kind: 'rejected_email',
    ...rest,
  });
  if (status === 'failed') {
    await t.db
      .update(outbox)
      .set({ status: 'failed', error: 'The mail server could not be reached', sentAt: null })
      .where(eq(outbox.id, id));
  }
  return id;
}

const as = async (email: string) => {
  const headers = await staffBearer(t.app, t.db, email);
  const api = request(t.app);
  return {
    list: (query = '') => api.get<Page<MessageItem>>(`/api/staff/messages${query}`, headers),
    detail: (id: number) => api.get<MessageDetail>(`/api/staff/messages/${id}`, headers),
    resend: (id: number) =>
      api.post<{ id: number }>(`/api/staff/messages/${id}/resend`, {}, headers),
  };
};

describe('GET /api/staff/messages', () => {
  it('lists failed messages first, then the newest, with filters', async () => {
    const sent = await write({});
    const failed = await write({ status: 'failed', to: 'hari@example.com' });
    const sms = await write({ channel: 'sms', to: '9876543210', kind: 'rejected_sms' });
    const admin = await as('admin@example.com');

    const all = await admin.list();
    expect(all.status).toBe(200);
    expect(all.body.data?.items.map((item) => item.id)).toEqual([failed, sms, sent]);
    expect(all.body.data?.items[0]).toMatchObject({
      status: 'failed',
      error: 'The mail server could not be reached',
      not_resendable_reason: null,
    });
    const ids = async (query: string) =>
      (await admin.list(query)).body.data?.items.map((item) => item.id);
    expect(await ids('?status=failed')).toEqual([failed]);
    expect(await ids('?channel=sms')).toEqual([sms]);
    expect(await ids('?kind=rejected_email')).toEqual([failed, sent]);
    expect(await ids('?q=hari')).toEqual([failed]);
    // A mobile however written (decision 090).
    for (const q of ['+91 98765 43210', '098765-43210', '919876543210', '43210']) {
      expect(await ids(`?q=${encodeURIComponent(q)}`), q).toEqual([sms]);
    }
    expect((await admin.list('?status=lost')).status).toBe(400);
  });

  it('lists an application’s and a member’s messages for their pages', async () => {
    const [application] = await t.db.select({ id: applications.id }).from(applications).limit(1);
    const theirs = await write({ applicationId: application!.id });
    await write({});
    const { body } = await (
      await as('office@example.com')
    ).list(`?application_id=${application!.id}`);
    expect(body.data?.items.map((item) => item.id)).toEqual([theirs]);
  });

  it('lists every message to a member: tagged, about their application, to their email or mobile', async () => {
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'active@example.com'));
    const tagged = await write({ memberId: member!.id, to: 'old@example.com' });
    const code = await write({ to: 'active@example.com', kind: 'login_code' });
    const sms = await write({ channel: 'sms', to: member!.mobileNumber, kind: 'rejected_sms' });
    const whatsapp = await write({
      channel: 'whatsapp',
      to: `91${member!.mobileNumber}`,
      kind: 'renewal_reminder_whatsapp',
    });
    const about = await write({ applicationId: member!.applicationId, to: 'x@example.com' });
    await write({ to: 'someone.else@example.com' });
    await write({ channel: 'sms', to: '9800000099' });
    const { status, body } = await (
      await as('office@example.com')
    ).list(`?member_id=${member!.id}`);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual([about, whatsapp, sms, code, tagged]);
    expect(body.data?.total).toBe(5);
  });

  it('is for admin, office and accounts only', async () => {
    expect((await (await as('accounts@example.com')).list()).status).toBe(200);
    for (const email of ['gb1@example.com', 'zm.west@example.com']) {
      expect((await (await as(email)).list()).status).toBe(403);
    }
    expect((await request(t.app).get('/api/staff/messages')).status).toBe(401);
    const applicant = await applicantBearer(t.app, { emails: ['asha@example.com'] });
    expect((await request(t.app).get('/api/staff/messages', applicant)).status).toBe(403);
  });

  it('shows one message with its text; 404 for none', async () => {
    const id = await write({ html: '<p>Dear Asha</p>' });
    const admin = await as('admin@example.com');
    const { status, body } = await admin.detail(id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, text: 'Dear Asha, …', html: '<p>Dear Asha</p>' });
    expect((await admin.detail(999_999)).status).toBe(404);
    expect((await admin.detail(Number('0'))).status).toBe(400);
  });
});

describe('POST /api/staff/messages/:id/resend', () => {
  it('queues a new copy, audited, and answers the same copy to a second click', async () => {
    const id = await write({ status: 'failed', applicationId: null });
    // With a transport the copy waits for the worker (pending); without one it is sent at once.
    const office = await as('office@example.com');
    const first = await office.resend(id);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(MESSAGE_TEXTS.resent);
    const copyId = first.body.data!.id;
    expect(copyId).not.toBe(id);
    const [copy] = await t.db.select().from(outbox).where(eq(outbox.id, copyId));
    expect(copy).toMatchObject({
      to: 'asha@example.com',
      subject: 'Your application was not approved',
      text: 'Dear Asha, …',
      kind: 'rejected_email',
      status: 'sent',
    });
    // A second click while the copy is on its way answers that copy.
    await t.db.update(outbox).set({ status: 'pending' }).where(eq(outbox.id, copyId));
    expect((await office.resend(id)).body.data?.id).toBe(copyId);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'message.resend'));
    expect(audits).toEqual([
      expect.objectContaining({
        entity: 'outbox',
        entityId: String(id),
        actor: expect.any(String),
      }),
    ]);
  });

  it('refuses codes, attachments and unknown kinds (409), and accounts (403)', async () => {
    const office = await as('office@example.com');
    const code = await write({ kind: 'verify_code', text: 'Your code is 0427.' });
    const receipt = await write({ kind: 'receipt_email', attachmentNames: ['Receipt-1.pdf'] });
    const old = await write({ kind: null });
    const codeAnswer = await office.resend(code);
    expect(codeAnswer.status).toBe(409);
    expect(codeAnswer.body.message).toBe(MESSAGE_TEXTS.code);
    expect((await office.resend(receipt)).status).toBe(409);
    expect((await office.resend(old)).status).toBe(409);
    expect((await office.resend(999_999)).status).toBe(404);
    expect((await (await as('accounts@example.com')).resend(old)).status).toBe(403);
  });
});

describe('the review pipeline’s messages', () => {
  it('are written with the decision, as the application’s, and listed on its page', async () => {
    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    await s.approve('zm.north@example.com', id);
    const rejected = await s.act(await s.as('accounts@example.com'), id, 'reject', {
      remark: 'The PAN card does not match the company.',
    });
    expect(rejected.status).toBe(200);
    const { body } = await (
      await as('office@example.com')
    ).list(`?application_id=${id}&kind=rejected_email`);
    expect(body.data?.items).toEqual([
      expect.objectContaining({
        to: STAR_APPLICANT.email,
        channel: 'email',
        kind: 'rejected_email',
        status: 'sent',
        application_id: id,
      }),
    ]);
    const sms = await (await as('office@example.com')).list(`?application_id=${id}&channel=sms`);
    expect(sms.body.data?.items.map((item) => item.kind)).toContain('rejected_sms');
  });
});
