// No staff role reads a code or a working link in the back office (issue #25, decision 053). In
// production, with the mail server down so every message waits for its retries (the window in which
// the stored text used to hold the code): a staff sign-in code, a member's sign-in code, proposers'
// approve/reject links, a payment link and an unsubscribe link.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageDetail, MessageItem } from '@portico/domain/contracts/staff-messages.contract';
import { useTestApp } from '../../../test/support/app';
import { staffApi, submittedApplication } from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { members, outbox } from '../../db/schema';
import { unsubscribeUrl } from '../members/unsubscribe-token';
import { paymentLink, signPaymentToken } from '../../lib/signed-links';

const t = useTestApp({
  config: (config) => ({
    ...config,
    env: 'production',
    isProduction: true,
    // Nothing listens there: every message is refused and waits for a retry.
    smtpUrl: 'smtp://127.0.0.1:9',
    otpCodeLength: 6,
  }),
});

const inject = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method, url, headers });
  return { status: response.statusCode, body: response.body };
};

/** Every message a code or a link went out in, while the mail is down. */
async function messagesWithSecrets() {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/staff/login_otp',
    payload: { email: 'admin@example.com' },
  });
  expect(sent.statusCode).toBe(200);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login_otp',
        payload: { email_phone: 'active@example.com' },
      })
    ).statusCode,
  ).toBe(200);
  await t.app.background.settled();

  const s = staffApi(t.app, t.db);
  const submitted = await submittedApplication(t.app, t.db, 'north');
  await s.approve('zm.north@example.com', submitted.id);
  await s.approve('accounts@example.com', submitted.id);

  const [member] = await t.db.select().from(members).where(eq(members.email, 'active@example.com'));
  const at = new Date();
  const payToken = await signPaymentToken(t.config.appSecret, 1, {
    now: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
  });
  const pay = paymentLink(t.config.publicUrl, submitted.id, 'new', 1, payToken);
  const unsubscribe = unsubscribeUrl(t.config.publicUrl, t.config.appSecret, member!.id);
  await t.app.outbox.enqueue(t.db, {
    channel: 'email',
    to: 'active@example.com',
    subject: 'Renew your membership',
    text: `Renew: ${pay}\nStop these emails: ${unsubscribe}`,
    html: `<a href="${pay.replace('&', '&amp;')}">Renew</a> <a href="${unsubscribe.replace('&', '&amp;')}">Stop</a>`,
    kind: 'renewal_reminder_email',
    payload: { headers: { 'List-Unsubscribe': `<${unsubscribe}>` } },
    memberId: member!.id,
  });
  await t.app.outbox.enqueue(t.db, {
    channel: 'whatsapp',
    to: `91${member!.mobileNumber}`,
    text: `Renew: ${pay}`,
    kind: 'renewal_reminder_whatsapp',
    payload: { name: member!.name, expires_on: '31 March 2027', link: pay },
    memberId: member!.id,
  });

  const rows = await t.db.select().from(outbox).orderBy(outbox.id);
  const codes: string[] = [];
  const tokens = new Set<string>([payToken, unsubscribe.split('t=')[1] ?? '']);
  for (const row of rows) {
    const written = t.app.outbox.open(row);
    const code = /code is (\d{6})\./.exec(written.text)?.[1];
    if (code) codes.push(code);
    for (const match of written.text.matchAll(/[?&]t=([A-Za-z0-9_\-.]+)/g)) tokens.add(match[1]!);
  }
  return { rows, codes, tokens: [...tokens], applicationId: submitted.id, memberId: member!.id };
}

describe('the back office never shows a code or a working link', () => {
  it('to admin, office or accounts, through any messages route or the audit log, and the outbox keeps none in clear', async () => {
    const { rows, codes, tokens, applicationId, memberId } = await messagesWithSecrets();
    // The staff code, the member's code, two proposers' links, the payment and unsubscribe links.
    expect(codes).toHaveLength(2);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const emails = rows.filter((row) => row.channel === 'email');
    expect(emails.every((row) => row.status === 'pending')).toBe(true);

    const leaks = (body: string) => [
      ...codes.filter((code) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(body)),
      ...tokens.filter((token) => body.includes(token)),
    ];

    // The table: neither in any column a reader sees; the sealed copy, which only the transport opens.
    for (const row of rows) {
      expect(leaks(JSON.stringify({ ...row, sealed: null }))).toEqual([]);
      const written = JSON.stringify(t.app.outbox.open(row));
      if (leaks(written).length > 0) expect(row.sealed).toMatch(/^v1\./);
      expect(row.sealed ?? '').not.toContain('code is');
    }

    const ids = rows.map((row) => row.id);
    for (const email of ['admin@example.com', 'office@example.com', 'accounts@example.com']) {
      const headers = await staffBearer(t.app, t.db, email);
      const urls = [
        '/api/staff/messages?pageSize=100',
        '/api/staff/messages?q=example&pageSize=100',
        '/api/staff/messages?status=pending&pageSize=100',
        '/api/staff/messages?kind=staff_login_code',
        `/api/staff/messages?application_id=${applicationId}`,
        `/api/staff/messages?member_id=${memberId}`,
        ...ids.map((id) => `/api/staff/messages/${id}`),
        '/api/staff/audit?pageSize=100',
        '/api/staff/export/audit.csv',
      ];
      for (const url of urls) {
        const { status, body } = await inject('GET', url, headers);
        expect([200, 403], url).toContain(status);
        expect(leaks(body), `${email} ${url}`).toEqual([]);
      }
      // A resend answers an id, and its copy is stored as the original is.
      for (const id of ids)
        expect(
          leaks((await inject('POST', `/api/staff/messages/${id}/resend`, headers)).body),
        ).toEqual([]);
    }
    const copies = await t.db.select().from(outbox);
    for (const row of copies) expect(leaks(JSON.stringify({ ...row, sealed: null }))).toEqual([]);

    // What staff do see: the code's kind, and each link without its token.
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const code = rows.find((row) => row.kind === 'staff_login_code');
    const shown = JSON.parse(
      (await inject('GET', `/api/staff/messages/${code!.id}`, admin)).body,
    ) as {
      data: MessageDetail;
    };
    expect(shown.data).toMatchObject({ text: 'Staff sign-in code (hidden)', html: null });
    const reference = rows.find((row) => row.kind === 'reference_request_email');
    const link = JSON.parse(
      (await inject('GET', `/api/staff/messages/${reference!.id}`, admin)).body,
    ) as {
      data: MessageDetail;
    };
    expect(link.data.text).toMatch(/\/approve\?t=…/);
    const list = JSON.parse(
      (await inject('GET', '/api/staff/messages?pageSize=100', admin)).body,
    ) as {
      data: { items: MessageItem[] };
    };
    expect(list.data.items.find((item) => item.id === code!.id)?.not_resendable_reason).toEqual(
      expect.any(String),
    );
  });
});
