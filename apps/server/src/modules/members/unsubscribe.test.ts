// The unsubscribe link of renewal reminders: signed, no login, idempotent; the reminder job then
// texts the member but no longer emails them.
import { subYears } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../adapters/messaging/mail-sender';
import type { SmsMessage } from '../../adapters/messaging/sms-sender';
import { useTestApp } from '../../../test/support/app';
import { TEST_BRAND } from '../../../test/support/email-brand';
import { members, membershipPeriods } from '../../db/schema';
import { createReminderJob } from './reminders';
import { signUnsubscribeToken } from './unsubscribe-token';

const t = useTestApp();
const EXPIRY = new Date('2026-06-30T18:29:59.000Z');

async function seededMember(email = 'active@example.com') {
  const [member] = await t.db.select().from(members).where(eq(members.email, email));
  if (!member) throw new Error(`no seeded member ${email}`);
  return member;
}

const link = (memberId: number, token = signUnsubscribeToken(t.config.appSecret, memberId)) =>
  `/api/reminders/unsubscribe?m=${memberId}&t=${encodeURIComponent(token)}`;

const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

const offAt = async (id: number) =>
  (await t.db.select().from(members).where(eq(members.id, id)))[0]?.emailRemindersOffAt;

describe('unsubscribing from renewal reminders by email', () => {
  it('shows a page that asks to confirm, and changes nothing on GET', async () => {
    const member = await seededMember();
    const page = await t.app.inject({ method: 'GET', url: link(member.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<form method="post" action="/api/reminders/unsubscribe?m=');
    expect(page.body).toContain('<button type="submit">Stop email reminders</button>');
    expect(await offAt(member.id)).toBeNull();
  });

  it('turns email reminders off with one click, once, and says so to a browser', async () => {
    const member = await seededMember();
    const first = await oneClick(link(member.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'You will no longer receive renewal reminders by email.',
    });
    const since = await offAt(member.id);
    expect(since).toBeInstanceOf(Date);

    const again = await t.app.inject({
      method: 'POST',
      url: link(member.id),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Email reminders stopped');
    expect(await offAt(member.id)).toEqual(since);
  });

  it('refuses a forged or malformed link with 400, and an unknown member with 404', async () => {
    const member = await seededMember();
    const forged = await oneClick(link(member.id, 'A'.repeat(43)));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false });
    const anothers = signUnsubscribeToken(t.config.appSecret, member.id + 1);
    expect((await oneClick(link(member.id, anothers))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: link(member.id, 'x') })).statusCode).toBe(400);
    expect((await oneClick('/api/reminders/unsubscribe?m=abc&t=x')).statusCode).toBe(400);
    expect((await oneClick('/api/reminders/unsubscribe')).statusCode).toBe(400);
    expect((await oneClick(link(999_999))).statusCode).toBe(404);
    expect(await offAt(member.id)).toBeNull();
  });

  it('keeps texting but no longer emails a member who unsubscribed', async () => {
    const member = await seededMember();
    await t.db
      .update(membershipPeriods)
      .set({ startsAt: subYears(EXPIRY, 1), endsAt: EXPIRY })
      .where(
        and(
          eq(membershipPeriods.memberId, member.id),
          sql`${membershipPeriods.endsAt} = (select max(ends_at) from membership_periods where member_id = ${member.id})`,
        ),
      );
    const emails: MailMessage[] = [];
    const texts: SmsMessage[] = [];
    const clock = { now: new Date(EXPIRY.getTime() - 60 * 24 * 60 * 60 * 1000) };
    const job = createReminderJob({
      db: t.db,
      mail: { send: async (message) => void emails.push(message) },
      sms: { send: async (message) => void texts.push(message) },
      appSecret: t.config.appSecret,
      publicUrl: 'https://portico.example',
      brand: { current: () => Promise.resolve(TEST_BRAND) },
      now: () => clock.now,
    });
    await job.run();
    const [email] = emails.filter((message) => message.to === member.email);
    const url = `https://portico.example${link(member.id)}`;
    expect(email?.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email?.text).toContain(`Stop renewal reminders by email: ${url}`);

    expect((await oneClick(link(member.id))).statusCode).toBe(200);
    clock.now = new Date(EXPIRY.getTime() - 30 * 24 * 60 * 60 * 1000);
    await job.run();
    expect(emails.filter((message) => message.to === member.email)).toHaveLength(1);
    expect(texts.filter((message) => message.to === member.mobileNumber)).toHaveLength(2);
  });
});
