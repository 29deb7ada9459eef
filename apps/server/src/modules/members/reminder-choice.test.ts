// A member chooses email and/or WhatsApp for renewal reminders (issue #16): the API, and the reminder
// job honouring the choice (the text goes by SMS until WhatsApp carries reminders).
import { TEST_BRAND } from '../../../test/support/email-brand';
import { subYears } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { seededMember } from '../../../test/support/payment-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import type { MailMessage } from '../../adapters/messaging/mail-sender';
import type { SmsMessage } from '../../adapters/messaging/sms-sender';
import { members, membershipPeriods } from '../../db/schema';
import { createReminderJob } from './reminders';

const t = useTestApp();

const call = (method: 'GET' | 'PUT', auth?: { authorization: string }, payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/reminder_channels',
    headers: auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET/PUT /api/reminder_channels', () => {
  it('answers both channels by default and saves the member’s choice', async () => {
    const { auth, member } = await seededMember(t.app, t.db, 'active@example.com');
    expect((await call('GET', auth)).json()).toEqual({
      success: true,
      data: { email: true, whatsapp: true },
    });
    const saved = await call('PUT', auth, { email: false, whatsapp: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ email: false, whatsapp: true });
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ remindByEmail: false, remindByWhatsapp: true });
  });

  it('keeps at least one channel and refuses anything else in the body', async () => {
    const { auth } = await seededMember(t.app, t.db, 'active@example.com');
    const none = await call('PUT', auth, { email: false, whatsapp: false });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Choose email, WhatsApp or both');
    expect((await call('PUT', auth, { email: true, whatsapp: true, sms: true })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', auth, { email: 'yes', whatsapp: true })).statusCode).toBe(400);
  });

  it('is the signed-in member’s own: 401 without a token, 403 for staff', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    const staff = await staffBearer(t.app, t.db, 'admin@example.com');
    expect((await call('PUT', staff, { email: true, whatsapp: true })).statusCode).toBe(403);
  });
});

const EXPIRY = new Date('2026-06-30T18:29:59.000Z');

describe('the reminder job', () => {
  it.each([
    [{ email: false, whatsapp: true }, 0, 1],
    [{ email: true, whatsapp: false }, 1, 0],
    [{ email: true, whatsapp: true }, 1, 1],
  ])('with %o sends %i email(s) and %i text(s)', async (choice, emails, texts) => {
    const { sent, member } = await runFor(choice, false);
    expect(sent.emails.filter((message) => message.to === member.email)).toHaveLength(emails);
    expect(sent.texts.filter((message) => message.to === member.mobileNumber)).toHaveLength(texts);
  });

  it('sends the text reminder on WhatsApp, with its template values, once WhatsApp is configured', async () => {
    const { sent, member } = await runFor({ email: false, whatsapp: true }, true);
    const texts = sent.texts.filter((message) => message.to === member.mobileNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      channel: 'whatsapp',
      kind: 'renewal_reminder_whatsapp',
      payload: { name: member.name, expires_on: '30-06-2026' },
    });
  });
});

/** Runs the reminder job twice for the seeded active member, its plan ending in 30 days. */
async function runFor(choice: { email: boolean; whatsapp: boolean }, whatsappConfigured: boolean) {
  const [member] = await t.db.select().from(members).where(eq(members.email, 'active@example.com'));
  if (!member) throw new Error('no seeded member');
  await t.db
    .update(members)
    .set({ remindByEmail: choice.email, remindByWhatsapp: choice.whatsapp })
    .where(eq(members.id, member.id));
  await t.db
    .update(membershipPeriods)
    .set({ startsAt: subYears(EXPIRY, 1), endsAt: EXPIRY })
    .where(
      and(
        eq(membershipPeriods.memberId, member.id),
        sql`${membershipPeriods.endsAt} = (select max(ends_at) from membership_periods where member_id = ${member.id})`,
      ),
    );
  const sent = { emails: [] as MailMessage[], texts: [] as SmsMessage[] };
  const job = createReminderJob({
    db: t.db,
    mail: { send: async (message: MailMessage) => void sent.emails.push(message) },
    sms: { send: async (message: SmsMessage) => void sent.texts.push(message) },
    appSecret: t.config.appSecret,
    publicUrl: 'https://portico.example',
    brand: { current: () => Promise.resolve(TEST_BRAND) },
    whatsappConfigured,
    now: () => new Date(EXPIRY.getTime() - 30 * 24 * 60 * 60 * 1000),
  });
  await job.run();
  await job.run();
  return { sent, member };
}
