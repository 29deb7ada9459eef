// Every change the back office must be able to account for writes its audit row (issue #15,
// decision 044): one table of changes, each made through the API as the caller makes it, and the
// rows it wrote checked for their shape: who (as a known kind of actor), what, the record, and the
// changed fields before and after, without secrets, code hashes or file bytes.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { ProviderSuccess } from '@portico/domain/checkout';
import { AUDIT_ENTITY_VALUES } from '@portico/domain/contracts/audit.contract';
import { eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  api,
  applicantPrincipal,
  COMPANY_DOCUMENTS,
  otherDetails,
  proposerRows,
  STAR_DOCUMENTS,
  starBasicDetails,
  uploadsFor,
  type Headers,
} from '../../../test/support/application-fixtures';
import {
  latestPayment,
  moneyApi,
  paidByCard,
  todayInIndia,
} from '../../../test/support/money-fixtures';
import {
  approvedApplication,
  deliverWebhook,
  paymentApi,
  seededMember,
  signedWebhook,
} from '../../../test/support/payment-fixtures';
import {
  referenceLinks,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';
import { request } from '../../../test/support/staff-admin-fixtures';
import { applicantBearer, staffBearer } from '../../../test/support/tokens';
import { auditLog, documents, staff } from '../../db/schema';
import { signUnsubscribeToken } from '../members/unsubscribe-token';

const t = useTestApp();

type Expected = { action: string; entity: string; actor: RegExp; after?: Record<string, unknown> };

type Case = {
  change: string;
  /** Makes the world the change needs; its audit rows are not counted. */
  setup?: () => Promise<Record<string, unknown>>;
  run: (ctx: Record<string, unknown>) => Promise<void>;
  rows: Expected[];
};

const STAFF = /^staff:\d+$/;
const MEMBER = /^member:\d+$/;
const APPLICANT = /^applicant:.+@example\.com$/;

const NEW_APPLICANT = { email: 'audit.new@example.com', mobile: '9123456611' };

async function ok<T extends { status: number; body?: unknown }>(
  response: Promise<T>,
  status = 200,
): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer;
}

const as = (email: string) => staffBearer(t.app, t.db, email);
const staffCall = async (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  email: string,
  body: object,
) =>
  ok(
    t.app
      .inject({ method, url, headers: await as(email), payload: body as Record<string, unknown> })
      .then((response) => ({ status: response.statusCode, body: response.json() })),
  );

async function newApplicant() {
  const auth = await applicantBearer(t.app, {
    emails: [NEW_APPLICANT.email],
    mobiles: [NEW_APPLICANT.mobile],
  });
  const urls = await uploadsFor(t.db, applicantPrincipal(NEW_APPLICANT), STAR_DOCUMENTS);
  const body = await starBasicDetails(t.db, urls, {
    email: NEW_APPLICANT.email,
    mobile_number: NEW_APPLICANT.mobile,
    primary_number: NEW_APPLICANT.mobile,
  });
  return { auth, body };
}

async function draft() {
  const { auth, body } = await newApplicant();
  const created = await ok(api(t.app).post<number>('/api/step_1', body, auth));
  return { auth, body, id: created.body.data as number };
}

async function atZoneManager() {
  const { id, auth } = await submittedApplication(t.app, t.db, 'north');
  return { id, auth, s: staffApi(t.app, t.db) };
}

async function firstDocumentId(applicationId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.applicationId, applicationId));
  if (!row) throw new Error('no document');
  return row.id;
}

async function staffIdOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return row!.id;
}

function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    let crc = 0xffffffff;
    for (const byte of body) {
      crc ^= byte;
      for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(12, 0xff)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row, row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadLogo() {
  const boundary = `----logo${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings/logo',
    headers: {
      ...(await as('admin@example.com')),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function offlinePaid() {
  const approved = await approvedApplication(t.app, t.db);
  const { body } = await paymentApi(t.app).checkout(
    `/api/checkout/${approved.applicationId}`,
    approved.auth,
  );
  if (!body.success) throw new Error(body.message);
  await ok(
    moneyApi(t.app, t.db).recordOffline(approved.applicationId, {
      purpose: 'register',
      amount: body.data.total,
      method: 'neft_rtgs',
      reference: 'UTR 1234567890',
      bank: null,
      received_on: todayInIndia(),
    }),
  );
  return { approved, paymentId: (await latestPayment(t.db, approved.applicationId)).payment.id };
}

async function manualMemberView() {
  const seeded = await seededMember(t.app, t.db, 'manual@example.com');
  const view = (
    await t.app.inject({
      method: 'GET',
      url: `/api/getApplication/${seeded.userId}`,
      headers: seeded.auth,
    })
  ).json<{ data: Record<string, unknown> }>().data;
  return { ...seeded, view };
}

const CASES: Case[] = [
  // Applications: the applicant's saves, staff edits, the submit.
  {
    change: 'an applicant creates an application (step_1)',
    setup: newApplicant,
    run: async ({ auth, body }) => {
      await ok(api(t.app).post('/api/step_1', body as Record<string, unknown>, auth as Headers));
    },
    rows: [
      {
        action: 'application.create',
        entity: 'application',
        actor: APPLICANT,
        after: { email: NEW_APPLICANT.email, journey: 'new' },
      },
    ],
  },
  {
    change: "an applicant saves their draft's basic details again",
    setup: draft,
    run: async ({ auth, body, id }) => {
      const changed = { ...(body as object), id, company_name: 'Audit Events Pvt Ltd' };
      await ok(api(t.app).post('/api/step_1', changed, auth as Headers));
    },
    rows: [
      {
        action: 'application.update',
        entity: 'application',
        actor: APPLICANT,
        after: { company_name: 'Audit Events Pvt Ltd' },
      },
    ],
  },
  {
    change: "an applicant saves their draft's proposers (step_3)",
    setup: draft,
    run: async ({ auth, id }) => {
      await ok(api(t.app).post('/api/step_3', { id, members: proposerRows() }, auth as Headers));
    },
    rows: [{ action: 'application.update', entity: 'application', actor: APPLICANT }],
  },
  {
    change: 'an applicant submits (step_4)',
    setup: async () => {
      const made = await draft();
      await ok(api(t.app).post('/api/step_3', { id: made.id, members: proposerRows() }, made.auth));
      return made;
    },
    run: async ({ auth, id }) => {
      await ok(api(t.app).post('/api/step_4', otherDetails(id as number), auth as Headers));
    },
    rows: [{ action: 'application.submit', entity: 'application', actor: APPLICANT }],
  },
  {
    change: 'office staff edit a submitted application',
    setup: atZoneManager,
    run: async ({ id }) => {
      await ok(
        api(t.app).post(
          '/api/step_4',
          otherDetails(id as number, { linkedin: 'https://www.linkedin.com/company/audit' }),
          await as('office@example.com'),
        ),
      );
    },
    rows: [{ action: 'application.submit', entity: 'application', actor: STAFF }],
  },
  // The review: each decision, a document, a proposer's answer.
  {
    change: 'a zone manager reviews a document',
    setup: atZoneManager,
    run: async ({ id }) => {
      const documentId = await firstDocumentId(id as number);
      await staffCall('POST', `/api/staff/documents/${documentId}/review`, 'zm.north@example.com', {
        status: 'accepted',
      });
    },
    rows: [{ action: 'document.review', entity: 'application', actor: STAFF }],
  },
  {
    change: 'a zone manager approves',
    setup: atZoneManager,
    run: async ({ id }) => {
      await staffCall('POST', `/api/staff/applications/${id}/approve`, 'zm.north@example.com', {
        remark: 'Fine',
      });
    },
    rows: [
      {
        action: 'review.approve',
        entity: 'application',
        actor: STAFF,
        after: { review_stage: 'accounts', remark: 'Fine' },
      },
    ],
  },
  {
    change: 'a zone manager sends back',
    setup: atZoneManager,
    run: async ({ id }) => {
      await staffCall('POST', `/api/staff/applications/${id}/send-back`, 'zm.north@example.com', {
        remark: 'Fix the PAN',
        fields: ['pan_number'],
      });
    },
    rows: [{ action: 'review.send_back', entity: 'application', actor: STAFF }],
  },
  {
    change: 'a zone manager rejects',
    setup: atZoneManager,
    run: async ({ id }) => {
      await staffCall('POST', `/api/staff/applications/${id}/reject`, 'zm.north@example.com', {
        remark: 'Not eligible',
      });
    },
    rows: [{ action: 'review.reject', entity: 'application', actor: STAFF }],
  },
  {
    change: 'an admin cancels',
    setup: atZoneManager,
    run: async ({ id }) => {
      await staffCall('POST', `/api/staff/applications/${id}/cancel`, 'admin@example.com', {
        remark: 'Withdrawn',
      });
    },
    rows: [{ action: 'review.cancel', entity: 'application', actor: STAFF }],
  },
  {
    change: 'a proposer answers a reference request',
    setup: async () => {
      const made = await atZoneManager();
      await ok(made.s.approve('zm.north@example.com', made.id));
      await ok(made.s.approve('accounts@example.com', made.id));
      return { links: await referenceLinks(t.app, 'member1@example.com'), s: made.s };
    },
    run: async ({ links, s }) => {
      const { approve } = links as { approve: string };
      await ok((s as ReturnType<typeof staffApi>).answer(approve));
    },
    rows: [{ action: 'review.reference', entity: 'application', actor: /^proposer:1:/ }],
  },
  // Members.
  {
    change: 'a member chooses their reminder channels',
    setup: () => seededMember(t.app, t.db, 'active@example.com'),
    run: async ({ auth }) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/reminder_channels',
        headers: auth as Headers,
        payload: { email: false, whatsapp: true },
      });
      expect(response.statusCode).toBe(200);
    },
    rows: [
      {
        action: 'member.reminder_channels',
        entity: 'member',
        actor: MEMBER,
        after: { remind_by_email: false },
      },
    ],
  },
  {
    change: 'a member stops email reminders by the unsubscribe link',
    setup: () => seededMember(t.app, t.db, 'active@example.com'),
    run: async ({ member }) => {
      const id = (member as { id: number }).id;
      const token = encodeURIComponent(signUnsubscribeToken(t.config.appSecret, id));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe?m=${id}&t=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBeLessThan(400);
    },
    rows: [{ action: 'member.email_reminders_off', entity: 'member', actor: MEMBER }],
  },
  {
    change: 'office staff set a member’s manual flag',
    setup: () => seededMember(t.app, t.db, 'active@example.com'),
    run: async ({ member }) => {
      await staffCall(
        'PATCH',
        `/api/staff/members/${(member as { id: number }).id}`,
        'office@example.com',
        { manual: 1 },
      );
    },
    rows: [{ action: 'member.update', entity: 'member', actor: STAFF, after: { manual: 1 } }],
  },
  {
    change: 'a member corrects their details when asked (self-update)',
    setup: async () => {
      const seeded = await manualMemberView();
      const verification = (
        await applicantBearer(t.app, { mobiles: [seeded.member.mobileNumber] })
      ).authorization.slice('Bearer '.length);
      const uploads = await uploadsFor(
        t.db,
        { kind: 'member', memberId: seeded.member.id, userId: seeded.userId },
        [...COMPANY_DOCUMENTS],
      );
      return { ...seeded, verification, uploads };
    },
    run: async ({ view, auth, verification, uploads }) => {
      const shown = view as Record<string, unknown>;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user_clean_update',
        headers: auth as Headers,
        payload: {
          ...shown,
          ...(shown.company as object),
          membership_id: (shown.membership as { id: number }).id,
          description: Array.from({ length: 120 }, (_, index) => `word${index}`).join(' '),
          membership_checked: 1,
          privacy_consent: 1,
          ...(uploads as object),
          company_name: 'Joshi Audit Events Pvt Ltd',
          verification_token: verification,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    rows: [
      {
        action: 'member.self_update',
        entity: 'member',
        actor: MEMBER,
        after: { manual: 0, company_name: 'Joshi Audit Events Pvt Ltd' },
      },
      { action: 'application.update', entity: 'application', actor: MEMBER },
    ],
  },
  {
    change: 'a member confirms the documents on record',
    setup: manualMemberView,
    run: async ({ auth }) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user_clean_update/ignore',
        headers: auth as Headers,
      });
      expect(response.statusCode).toBe(200);
    },
    rows: [
      {
        action: 'member.documents_confirmed',
        entity: 'member',
        actor: MEMBER,
        after: { manual: 0 },
      },
    ],
  },
  {
    change: 'a member pays an upgrade',
    setup: async () => {
      const { member, auth } = await seededMember(t.app, t.db, 'active@example.com');
      const upgrade = await approvedApplication(t.app, t.db, {
        category: 'Platinum',
        journey: 'upgrade',
        memberId: member.id,
        email: member.email,
        mobile: member.mobileNumber,
      });
      const created = await ok(
        paymentApi(t.app).createOrder(auth, { user_id: upgrade.applicationId, type: 'upgrade' }),
      );
      return { placed: created.body.data };
    },
    run: async ({ placed }) => {
      const order = placed as { order_id: string; history_id: number; history_type: string };
      const sandbox = paymentApi(t.app);
      const widget = (await sandbox.pay(order.order_id)).body as ProviderSuccess;
      await ok(
        sandbox.paymentSuccess({
          ...widget,
          history_id: order.history_id,
          history_type: order.history_type,
        }),
      );
    },
    rows: [
      { action: 'membership.upgraded', entity: 'member', actor: MEMBER },
      { action: 'payment.confirmed', entity: 'order', actor: /^system$/ },
    ],
  },
  // Payments.
  {
    change: 'a card payment is confirmed by the callback',
    setup: () => approvedApplication(t.app, t.db),
    run: async (approved) => {
      await paidByCard(t.app, approved as unknown as Parameters<typeof paidByCard>[1]);
    },
    rows: [{ action: 'payment.confirmed', entity: 'order', actor: /^system$/ }],
  },
  {
    change: 'a card payment is confirmed by the webhook',
    setup: async () => {
      const approved = await approvedApplication(t.app, t.db);
      const created = await ok(
        paymentApi(t.app).createOrder(approved.auth, {
          user_id: approved.applicationId,
          type: 'register',
        }),
      );
      return { placed: created.body.data };
    },
    run: async ({ placed }) => {
      const order = placed as { order_id: string; amount: number };
      const widget = (await paymentApi(t.app).pay(order.order_id)).body as ProviderSuccess;
      const webhook = signedWebhook(t.config.appSecret, {
        orderId: order.order_id,
        paymentId: widget.razorpay_payment_id,
        amount: order.amount,
        id: `evt_${randomBytes(6).toString('hex')}`,
      });
      expect((await deliverWebhook(t.app, webhook)).statusCode).toBe(200);
    },
    rows: [{ action: 'payment.confirmed', entity: 'order', actor: /^system$/ }],
  },
  {
    change: 'accounts record an offline payment',
    setup: async () => {
      const approved = await approvedApplication(t.app, t.db);
      const { body } = await paymentApi(t.app).checkout(
        `/api/checkout/${approved.applicationId}`,
        approved.auth,
      );
      if (!body.success) throw new Error(body.message);
      return { approved, total: body.data.total };
    },
    run: async ({ approved, total }) => {
      await ok(
        moneyApi(t.app, t.db).recordOffline((approved as { applicationId: number }).applicationId, {
          purpose: 'register',
          amount: total,
          method: 'cheque',
          reference: '000123',
          bank: 'Canara Bank',
          received_on: todayInIndia(),
        }),
      );
    },
    rows: [
      { action: 'payment.confirmed', entity: 'order', actor: /^system$/ },
      {
        action: 'payment.offline_recorded',
        entity: 'application',
        actor: STAFF,
        after: { method: 'cheque', reference: '000123' },
      },
    ],
  },
  {
    change: 'accounts refund part of an offline payment',
    setup: offlinePaid,
    run: async ({ paymentId }) => {
      await ok(
        moneyApi(t.app, t.db).refund(paymentId as number, {
          amount: 100,
          reason: 'Goodwill',
          reference: 'UTR 99',
        }),
      );
    },
    rows: [
      { action: 'refund.requested', entity: 'order', actor: STAFF },
      { action: 'refund.processed', entity: 'order', actor: STAFF },
    ],
  },
  {
    change: 'an admin reverses an offline payment',
    setup: offlinePaid,
    run: async ({ paymentId }) => {
      await ok(
        moneyApi(t.app, t.db).reverse(paymentId as number, {
          reason: 'Cheque bounced',
          reference: 'Bank memo 7',
          membership_effect: 'end',
        }),
      );
    },
    rows: [
      {
        action: 'refund.requested',
        entity: 'order',
        actor: STAFF,
        after: { reason: 'Reversal: Cheque bounced' },
      },
      { action: 'membership.ended', entity: 'member', actor: STAFF },
      { action: 'refund.processed', entity: 'order', actor: STAFF },
    ],
  },
  // Catalogue, staff accounts, settings.
  {
    change: 'an admin creates and edits a category',
    run: async () => {
      const created = await staffCall('POST', '/api/staff/categories', 'admin@example.com', {
        name: 'Diamond',
        joining_fee: 150000,
        annual_fee: 75000,
        eligibility: 'More than 100 employees',
        rank: 5,
      });
      const id = (created.body as { data: { id: number } }).data.id;
      await staffCall('PATCH', `/api/staff/categories/${id}`, 'admin@example.com', {
        annual_fee: 80000,
      });
    },
    rows: [
      { action: 'category.create', entity: 'membership_category', actor: STAFF },
      { action: 'category.update', entity: 'membership_category', actor: STAFF },
    ],
  },
  {
    change: 'accounts create and edit a coupon',
    run: async () => {
      const created = await staffCall('POST', '/api/staff/coupons', 'accounts@example.com', {
        code: 'AUDIT10',
        kind: 'percent',
        value: 10,
      });
      const id = (created.body as { data: { id: number } }).data.id;
      await staffCall('PATCH', `/api/staff/coupons/${id}`, 'accounts@example.com', { value: 12 });
    },
    rows: [
      { action: 'coupon.create', entity: 'coupon', actor: STAFF },
      { action: 'coupon.update', entity: 'coupon', actor: STAFF, after: { value: 12 } },
    ],
  },
  {
    change: 'an admin creates a staff account, changes its roles and disables it',
    run: async () => {
      const created = await staffCall('POST', '/api/staff/staff', 'admin@example.com', {
        email: 'audit.staff@example.com',
        name: 'Audit Staff',
        roles: [{ role: 'office' }],
      });
      const id = (created.body as { data: { id: number } }).data.id;
      await staffCall('PATCH', `/api/staff/staff/${id}`, 'admin@example.com', {
        roles: [{ role: 'accounts' }],
      });
      await staffCall('PATCH', `/api/staff/staff/${id}`, 'admin@example.com', { active: false });
    },
    rows: [
      { action: 'staff.create', entity: 'staff', actor: STAFF },
      { action: 'staff.update', entity: 'staff', actor: STAFF },
      { action: 'staff.update', entity: 'staff', actor: STAFF, after: { active: false } },
    ],
  },
  {
    change: "an admin changes the association's details and GST rate",
    run: async () => {
      await staffCall('PUT', '/api/staff/settings', 'admin@example.com', {
        name: 'Event Makers Association of Karnataka',
        short_name: 'EMAK',
        address: '5 MG Road, Bengaluru 560001, Karnataka',
        gstin: '29AABCE1234B1Z9',
        state: 'Karnataka',
        email: 'help@emak.example.org',
        phone: '+91 80 9999 0000',
        invoice_prefix: 'EMK',
        member_number_prefix: 'EMK/',
        sac_code: '999599',
        code_length: 4,
        gst_rate: 12,
        version: 0,
      });
    },
    rows: [
      {
        action: 'settings.association_updated',
        entity: 'association_settings',
        actor: STAFF,
        after: { phone: '+91 80 9999 0000', gst_rate: 12 },
      },
    ],
  },
  {
    change: 'an admin edits and resets a message template',
    run: async () => {
      await staffCall('PUT', '/api/staff/settings/templates/rejected_sms', 'admin@example.com', {
        subject: null,
        body: 'Your application {{app_id}} was not approved.',
        version: 0,
      });
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/staff/settings/templates/rejected_sms',
        headers: await as('admin@example.com'),
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    rows: [
      { action: 'settings.template_updated', entity: 'message_template', actor: STAFF },
      { action: 'settings.template_reset', entity: 'message_template', actor: STAFF },
    ],
  },
  {
    change: "an admin uploads the association's logo",
    run: uploadLogo,
    rows: [{ action: 'settings.logo_uploaded', entity: 'association_settings', actor: STAFF }],
  },
];

const ACTOR = /^(staff:\d+|member:\d+|applicant:.+|proposer:[12]:.*|system|provider)$/;
/** Keys that would carry a secret, a code's hash or a file's bytes. */
const FORBIDDEN_KEY = /hash|secret|password|otp|code_hash|token|bytes|content$/i;

function keysOf(value: unknown, into: string[] = []): string[] {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  }
  return into;
}

async function lastAuditId(): Promise<number> {
  const [row] = await t.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

describe('every change writes its audit row', () => {
  it.each(CASES.map((entry) => [entry.change, entry] as const))('%s', async (_, entry) => {
    const ctx = (await entry.setup?.()) ?? {};
    const since = await lastAuditId();
    await entry.run(ctx);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, since))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(entry.rows.map((row) => row.action));
    rows.forEach((row, index) => {
      const expected = entry.rows[index]!;
      expect(row.actor).toMatch(ACTOR);
      expect(row.actor).toMatch(expected.actor);
      expect(row.entity).toBe(expected.entity);
      expect(AUDIT_ENTITY_VALUES).toContain(row.entity);
      expect(row.entityId).toMatch(/\S/);
      expect(row.after, 'a change says what it made').not.toBeNull();
      if (row.before) {
        // Before and after name the same fields (after may add what explains the change), and
        // something changed.
        for (const key of Object.keys(row.before)) expect(row.after).toHaveProperty(key);
        expect(
          Object.keys(row.before).some(
            (key) => JSON.stringify(row.after?.[key]) !== JSON.stringify(row.before?.[key]),
          ),
        ).toBe(true);
      }
      if (expected.after) expect(row.after).toMatchObject(expected.after);
      expect(keysOf([row.before, row.after]).filter((key) => FORBIDDEN_KEY.test(key))).toEqual([]);
      expect(JSON.stringify([row.before, row.after])).not.toMatch(
        /data:[a-z]+\/[a-z]+;base64|iVBORw0KGgo/,
      );
    });
  });

  it('names the staff member as the account is now', async () => {
    const id = await staffIdOf('office@example.com');
    await t.db.update(staff).set({ name: 'Office Renamed' }).where(eq(staff.id, id));
    const { s, id: applicationId } = await atZoneManager();
    await ok(s.act(await as('office@example.com'), applicationId, 'cancel', { remark: 'Dup' }));
    const listed = await request(t.app).get<{ items: { actor_name: string; action: string }[] }>(
      `/api/staff/audit?actor=staff:${id}`,
      await as('admin@example.com'),
    );
    expect(listed.body.data?.items[0]).toMatchObject({
      action: 'review.cancel',
      actor_name: 'Office Renamed',
    });
  });
});
