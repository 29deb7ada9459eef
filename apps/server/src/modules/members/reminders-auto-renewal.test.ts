// Renewal reminders beside auto-renewal (decision 108): a member whose active mandate will renew them
// gets the pre-debit notice, not "your membership ends in N days, renew now"; once the mandate is
// cancelled, or its debit for the period lapses, the reminder due is sent after all.
import { subDays } from 'date-fns';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  holdWebhooks,
  memberWithMandate,
  offerAutoRenewal,
  post,
  runCycle,
} from '../../../test/support/auto-renewal-fixtures';
import { TEST_BRAND } from '../../../test/support/email-brand';
import type { MailMessage } from '../../adapters/messaging/mail-sender';
import { mandateDebits, membershipPeriods } from '../../db/schema';
import { createReminderJob } from './reminders';

const t = useTestApp();
const EMAIL = 'renew@example.com';

/** The reminder job with its own clock, keeping the emails it sends. */
function reminderJob(clock: { now: Date }) {
  const emails: MailMessage[] = [];
  const job = createReminderJob({
    db: t.db,
    mail: { send: async (message: MailMessage) => void emails.push(message) },
    sms: { send: async () => undefined },
    appSecret: t.config.appSecret,
    publicUrl: 'https://portico.example',
    brand: { current: () => Promise.resolve(TEST_BRAND) },
    now: () => clock.now,
  });
  const subjects = () => emails.filter((m) => m.to === EMAIL).map((m) => m.subject);
  return { job, subjects };
}

async function periodEnd(memberId: number): Promise<Date> {
  const [row] = await t.db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(desc(membershipPeriods.endsAt))
    .limit(1);
  return row!.endsAt;
}

describe('renewal reminders while auto-renewal is on', () => {
  it('are muted while the mandate is active and resume once it is cancelled', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member, auth } = await memberWithMandate(t.app, t.db, EMAIL);
    const clock = { now: subDays(await periodEnd(member.id), 6) };
    const { job, subjects } = reminderJob(clock);

    await job.run();
    expect(subjects()).toEqual([]);

    const cancelled = await post(t.app, '/api/auto_renewal/action', { action: 'cancel' }, auth);
    expect(cancelled.statusCode).toBe(200);
    await job.run();
    expect(subjects()).toEqual(['Your membership ends in 6 days']);
  });

  it('resume once the period’s debit has lapsed, though the mandate stays active', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member } = await memberWithMandate(t.app, t.db, EMAIL);
    expect(await runCycle(t.app)).toMatchObject({ noticesSent: 1 });
    const clock = { now: subDays(await periodEnd(member.id), 6) };
    const { job, subjects } = reminderJob(clock);

    await job.run();
    expect(subjects()).toEqual([]);

    await t.db
      .update(mandateDebits)
      .set({ status: 'lapsed' })
      .where(and(eq(mandateDebits.memberId, member.id), eq(mandateDebits.status, 'noticed')));
    await job.run();
    expect(subjects()).toEqual(['Your membership ends in 6 days']);
  });
});
