// Renewal reminders: the stage due at the edges of each stage, the wording from the days really left,
// each stage sent once as the clock moves, email and SMS each recorded (a retry sends only what is
// missing), a crashed run's claim taken over after the lease, once-only sending across concurrent runs
// (on separate connections on PostgreSQL), and the list staff read.
import { addDays, addMinutes, subDays, subYears } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillTemplate, templateDefinition } from '@portico/domain/message-templates';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import type { MailMessage } from '../../adapters/messaging/mail-sender';
import type { SmsMessage } from '../../adapters/messaging/sms-sender';
import { TEST_BRAND } from '../../../test/support/email-brand';
import { openDatabase, type Database } from '../../db/client';
import {
  memberReminders,
  members,
  membershipPeriods,
  teamPeople,
  type ReminderStage,
} from '../../db/schema';
import {
  createReminderJob,
  daysLeft,
  dueStage,
  REMINDER_LEASE_MS,
  reminderCase,
} from './reminders';

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
/** A period ending at 18:29:59 UTC: 23:59:59 in India, as the app ends them. */
const EXPIRY = new Date('2026-06-30T18:29:59.000Z');
const at = (days: number) => new Date(EXPIRY.getTime() + days * DAY);

describe('dueStage at the edges of each stage', () => {
  it.each<[number, ReminderStage | null]>([
    [-61, null],
    [-60, 'before_60'],
    [-31, 'before_60'],
    [-30, 'before_30'],
    [-8, 'before_30'],
    [-7, 'before_7'],
    [-0.001, 'before_7'],
    [0, 'before_7'],
    [6.99, 'before_7'],
    [7, 'after_7'],
    [29.99, 'after_7'],
    [30, 'after_30'],
    [37, 'after_30'],
    [38, null],
  ])('%s days from the end: %s', (days, stage) => {
    expect(dueStage(EXPIRY, at(days))).toBe(stage);
  });
});

/** The reminder's subject and first line in the default wording. */
function reminderWording(...args: Parameters<typeof reminderCase>) {
  const { email, values } = reminderCase(...args);
  const { defaultSubject, defaultBody } = templateDefinition(email);
  return {
    subject: fillTemplate(defaultSubject ?? '', values),
    lead: fillTemplate(defaultBody.split('\n\n')[1] ?? '', values),
  };
}

describe('the wording', () => {
  it('counts the days really left in India, not the stage’s nominal days', () => {
    expect(daysLeft(EXPIRY, at(-60))).toBe(60);
    // A run two days late for the 30-day reminder.
    expect(reminderWording('before_30', EXPIRY, at(-28)).subject).toBe(
      'Your membership ends in 28 days',
    );
    expect(reminderWording('before_60', EXPIRY, at(-60)).subject).toBe(
      'Your membership ends in 60 days',
    );
    // 06:00 in India on the last day, and the evening before.
    expect(reminderWording('before_7', EXPIRY, new Date('2026-06-30T00:30:00Z')).subject).toBe(
      'Your membership ends today',
    );
    expect(reminderWording('before_7', EXPIRY, new Date('2026-06-29T12:00:00Z')).subject).toBe(
      'Your membership ends tomorrow',
    );
  });

  it('dates the end and the last day to renew in India time', () => {
    expect(reminderWording('before_7', EXPIRY, at(-7)).lead).toContain('ends on 30-06-2026');
    const after = reminderWording('after_7', EXPIRY, at(7));
    expect(after.subject).toBe('Your membership has expired');
    expect(after.lead).toBe(
      'Your membership ended on 30-06-2026. You can still renew it until 28-09-2026.',
    );
  });
});

/** Mail and SMS senders that record what they were handed and fail while told to. */
function recordingSenders() {
  const emails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  const failing = { email: false, sms: false };
  return {
    emails,
    texts,
    failing,
    mail: {
      async send(message: MailMessage) {
        if (failing.email) throw new Error('mail down');
        emails.push(message);
      },
    },
    sms: {
      async send(message: SmsMessage) {
        if (failing.sms) throw new Error('gateway down');
        texts.push(message);
      },
    },
  };
}

function reminderJob(
  senders: ReturnType<typeof recordingSenders>,
  clock: { now: Date },
  db = t.db,
) {
  return createReminderJob({
    db,
    mail: senders.mail,
    sms: senders.sms,
    appSecret: t.config.appSecret,
    publicUrl: 'https://portico.example',
    brand: { current: () => Promise.resolve(TEST_BRAND) },
    now: () => clock.now,
  });
}

/** A seeded member whose current period is made to end at EXPIRY. */
async function memberEndingAtExpiry(email: string) {
  const [member] = await t.db.select().from(members).where(eq(members.email, email));
  if (!member) throw new Error(`no seeded member ${email}`);
  await t.db
    .update(membershipPeriods)
    .set({ startsAt: subYears(EXPIRY, 1), endsAt: EXPIRY })
    .where(
      and(
        eq(membershipPeriods.memberId, member.id),
        sql`${membershipPeriods.endsAt} = (select max(ends_at) from membership_periods where member_id = ${member.id})`,
      ),
    );
  return member;
}

const remindersOf = (db: Database, memberId: number) =>
  db.select().from(memberReminders).where(eq(memberReminders.memberId, memberId));

describe('the reminder job', () => {
  it("also emails the company's team people who receive its messages, not billing or the removed", async () => {
    const member = await memberEndingAtExpiry('active@example.com');
    const person = (name: string, email: string, role: 'admin' | 'billing' | 'contact') => ({
      memberId: member.id,
      name,
      email,
      role,
      status: 'active' as const,
    });
    await t.db.insert(teamPeople).values([
      person('Kiran Contact', 'kiran@active.example', 'contact'),
      person('Asha Admin', 'asha@active.example', 'admin'),
      person('Bela Billing', 'bela@active.example', 'billing'),
      { ...person('Ravi Removed', 'ravi@active.example', 'contact'), status: 'removed' as const },
      // The holder's own address (the member's) is not sent twice.
      { ...person('Same Person', member.email.toUpperCase(), 'contact') },
    ]);
    const senders = recordingSenders();
    const clock = { now: at(-60) };
    await reminderJob(senders, clock).run();
    const to = senders.emails
      .filter((message) => message.subject === 'Your membership ends in 60 days')
      .map((message) => message.to.toLowerCase())
      .sort();
    expect(to).toEqual(
      ['asha@active.example', 'kiran@active.example', member.email.toLowerCase()].sort(),
    );
  });

  it('emails and texts each stage once as the clock moves', async () => {
    const member = await memberEndingAtExpiry('active@example.com');
    const senders = recordingSenders();
    const clock = { now: at(-61) };
    const job = reminderJob(senders, clock);
    for (const days of [-61, -60, -45, -30, -10, -7, 0, 7, 20, 30, 37, 38, 60]) {
      clock.now = at(days);
      await job.run();
      await job.run();
    }
    const subjects = senders.emails
      .filter((message) => message.to === member.email)
      .map((message) => message.subject);
    expect(subjects).toEqual([
      'Your membership ends in 60 days',
      'Your membership ends in 30 days',
      'Your membership ends in 7 days',
      'Your membership has expired',
      'Your membership has expired',
    ]);
    const texts = senders.texts.filter((message) => message.to === member.mobileNumber);
    // The text names the association (issue #27): its subject after "Your <association> ".
    expect(texts.map((message) => message.text.split('. Renew: ')[0])).toEqual(
      subjects.map((subject) => subject.replace(/^Your /, `Your ${TEST_BRAND.name} `)),
    );
    expect(texts[0]!.text).toMatch(
      /Renew: https:\/\/portico\.example\/renew-checkout-revive\/PA-\d{6}\?h=\d+&t=\S+&type=renew$/,
    );
    const rows = await remindersOf(t.db, member.id);
    expect(rows.map((row) => row.stage).sort()).toEqual(
      ['after_30', 'after_7', 'before_30', 'before_60', 'before_7'].sort(),
    );
    for (const row of rows) {
      expect(row.sentAt).not.toBeNull();
      expect(row.emailSentAt).not.toBeNull();
      expect(row.smsSentAt).not.toBeNull();
    }
  });

  it('words the next reminders as the admin saved them, before and after the end', async () => {
    const member = await memberEndingAtExpiry('active@example.com');
    const headers = await staffBearer(t.app, t.db, 'admin@example.com');
    const save = (kind: string, subject: string | null, body: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/settings/templates/${kind}`,
        headers,
        payload: { subject, body, version: 0 },
      });
    expect(
      (
        await save(
          'renewal_reminder_email',
          '{{days_left}} days left, {{member_name}}',
          'Your plan ends on {{end_date}} ({{ends_when}}).\n\nRenew here: {{link}}',
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await save(
          'renewal_expired_sms',
          null,
          '{{association_name}}: ended {{end_date}}, renew by {{renew_until}}',
        )
      ).statusCode,
    ).toBe(200);
    const senders = recordingSenders();
    const clock = { now: at(-30) };
    const job = reminderJob(senders, clock);
    await job.run();
    clock.now = at(7);
    await job.run();
    const emails = senders.emails.filter((message) => message.to === member.email);
    expect(emails.map((message) => message.subject)).toEqual([
      `30 days left, ${member.name}`,
      'Your membership has expired',
    ]);
    expect(emails[0]!.text).toMatch(
      /^Your plan ends on 30-06-2026 \(in 30 days\)\.\n\nRenew here: https:/,
    );
    expect(emails[0]!.headers?.['List-Unsubscribe']).toMatch(/unsubscribe/);
    const texts = senders.texts.filter((message) => message.to === member.mobileNumber);
    expect(texts.map((message) => message.text)).toEqual([
      `Your ${TEST_BRAND.name} membership ends in 30 days. Renew: ${texts[0]?.text.split('Renew: ')[1]}`,
      `${TEST_BRAND.name}: ended 30-06-2026, renew by 28-09-2026`,
    ]);
  });

  it('retries only the channel that failed, once the claim’s lease has run out', async () => {
    const member = await memberEndingAtExpiry('active@example.com');
    const senders = recordingSenders();
    const clock = { now: at(-30) };
    const job = reminderJob(senders, clock);
    senders.failing.sms = true;
    await job.run();
    const mine = () => ({
      emails: senders.emails.filter((message) => message.to === member.email).length,
      texts: senders.texts.filter((message) => message.to === member.mobileNumber).length,
    });
    expect(mine()).toEqual({ emails: 1, texts: 0 });
    let [row] = await remindersOf(t.db, member.id);
    expect(row).toMatchObject({ stage: 'before_30', sentAt: null, smsSentAt: null });
    expect(row?.emailSentAt).not.toBeNull();

    // The gateway is back, but the claim is still held: no retry on every run.
    senders.failing.sms = false;
    clock.now = addMinutes(at(-30), 5);
    await job.run();
    expect(mine()).toEqual({ emails: 1, texts: 0 });

    clock.now = new Date(at(-30).getTime() + REMINDER_LEASE_MS + 60_000);
    await job.run();
    expect(mine()).toEqual({ emails: 1, texts: 1 });
    [row] = await remindersOf(t.db, member.id);
    expect(row?.sentAt).not.toBeNull();
    await job.run();
    expect(mine()).toEqual({ emails: 1, texts: 1 });
  });

  it('takes over the claim of a run that crashed, once its lease has run out', async () => {
    const member = await memberEndingAtExpiry('active@example.com');
    const now = at(-7);
    // A run claimed the reminder and died before sending anything.
    await t.db.insert(memberReminders).values({
      memberId: member.id,
      periodEndsAt: EXPIRY,
      stage: 'before_7',
      claimedAt: addMinutes(now, -5),
    });
    const senders = recordingSenders();
    const clock = { now };
    const job = reminderJob(senders, clock);
    await job.run();
    expect(senders.emails.filter((message) => message.to === member.email)).toHaveLength(0);

    clock.now = addMinutes(now, 11);
    await job.run();
    expect(senders.emails.filter((message) => message.to === member.email)).toHaveLength(1);
    expect(senders.texts.filter((message) => message.to === member.mobileNumber)).toHaveLength(1);
    const [row] = await remindersOf(t.db, member.id);
    expect(row?.sentAt).not.toBeNull();
  });

  it('sends each reminder once across two concurrent runs', async () => {
    const senders = recordingSenders();
    const clock = { now: new Date() };
    const job = reminderJob(senders, clock);
    const [first, second] = await Promise.all([job.run(), job.run()]);
    // The seeded 'renew' member ends in 20 days (the 30-day stage), 'lapsed' ended 30 days ago.
    expect(first.remindersSent + second.remindersSent).toBeGreaterThanOrEqual(2);
    const rows = await t.db.select().from(memberReminders);
    expect(rows).toHaveLength(first.remindersSent + second.remindersSent);
    expect(senders.emails).toHaveLength(rows.length);
    expect(senders.texts).toHaveLength(rows.length);
    expect(new Set(senders.emails.map((message) => message.to)).size).toBe(rows.length);
  });

  it('sends each reminder once across two runs on separate database connections', async (context) => {
    // Two server processes, each with its own pool, on one PostgreSQL database.
    if (t.driver !== 'postgres') context.skip();
    const other = await openDatabase(t.config, { migrate: false, onError: () => {} });
    try {
      const senders = recordingSenders();
      const clock = { now: new Date() };
      const runs = await Promise.all([
        reminderJob(senders, clock, t.db).run(),
        reminderJob(senders, clock, other.db).run(),
        reminderJob(senders, clock, t.db).run(),
        reminderJob(senders, clock, other.db).run(),
      ]);
      const sent = runs.reduce((sum, run) => sum + run.remindersSent, 0);
      expect(sent).toBeGreaterThanOrEqual(2);
      const rows = await t.db.select().from(memberReminders);
      expect(rows).toHaveLength(sent);
      expect(senders.emails).toHaveLength(sent);
      expect(senders.texts).toHaveLength(sent);
    } finally {
      await other.close();
    }
  });

  it('marks plans that have ended expired', async () => {
    const [before] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'lapsed@example.com'));
    await t.db.update(members).set({ status: 'active' }).where(eq(members.id, before!.id));
    expect((await t.app.reminders.run()).expired).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(members).where(eq(members.id, before!.id));
    expect(after?.status).toBe('expired');
  });
});

describe('the reminders staff read (GET /api/staff/reminders)', () => {
  type Item = {
    member_id: number;
    member_number: string;
    stage: string;
    period_ends_on: string;
    sent_at: string;
    channels: string[];
  };
  type Page = { data: { items: Item[]; total: number; page: number; pageSize: number } };

  async function list(query = '') {
    const staff = await staffBearer(t.app, t.db, 'office@example.com');
    const response = await t.app.inject({ url: `/api/staff/reminders${query}`, headers: staff });
    return { status: response.statusCode, body: response.json<Page>() };
  }

  it('lists who was reminded when, on which channels, paged and filtered', async () => {
    const { remindersSent } = await t.app.reminders.run();
    expect(remindersSent).toBeGreaterThanOrEqual(2);
    const [renew] = await t.db.select().from(members).where(eq(members.email, 'renew@example.com'));

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: remindersSent, page: 1, pageSize: 20 });
    const item = all.body.data.items.find((row) => row.member_id === renew!.id);
    expect(item).toMatchObject({
      member_number: renew!.memberNumber,
      stage: 'before_30',
      channels: ['email', 'sms'],
    });
    expect(item!.period_ends_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(item!.sent_at)).not.toBeNaN();

    const byStage = await list('?stage=before_30');
    expect(byStage.body.data.items.every((row) => row.stage === 'before_30')).toBe(true);
    const bySearch = await list(`?q=${encodeURIComponent(renew!.memberNumber!)}`);
    expect(bySearch.body.data.items.map((row) => row.member_id)).toEqual([renew!.id]);
    const byMember = await list(`?member_id=${renew!.id}`);
    expect(byMember.body.data.total).toBe(1);
    const paged = await list('?pageSize=1&page=2');
    expect(paged.body.data).toMatchObject({ total: remindersSent, page: 2, pageSize: 1 });
    expect(paged.body.data.items).toHaveLength(1);
    expect((await list('?stage=soon')).status).toBe(400);
  });

  it('leaves out a claim that delivered nothing yet, and is for staff only', async () => {
    const [renew] = await t.db.select().from(members).where(eq(members.email, 'renew@example.com'));
    await t.db.insert(memberReminders).values({
      memberId: renew!.id,
      periodEndsAt: addDays(new Date(), 20),
      stage: 'before_30',
      claimedAt: subDays(new Date(), 0),
    });
    expect((await list()).body.data.total).toBe(0);
    expect((await t.app.inject({ url: '/api/staff/reminders' })).statusCode).toBe(401);
  });
});
