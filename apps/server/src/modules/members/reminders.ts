// Renewal reminders (member-area issue): members are emailed and texted 60, 30 and 7 days before their
// plan ends and 7 and 30 days after, each reminder once, with a signed link to the renewal checkout;
// plans whose period has ended are marked expired. A run is safe alongside another (several server
// processes): each reminder is claimed in one statement first (member, period end, stage), so only one
// run sends it. Each channel's hand-over is recorded, so a reminder whose email went out but whose SMS
// failed is retried for the SMS only; a claim that was not completed (a failed delivery, a crashed
// run) can be taken over once its lease has run out, which also spaces the retries. A run that finds a
// member late (the job was down) sends only the stage now due, worded from the days really left.
import { addDays, subDays } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { encodeId } from '@portico/domain/format';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { renewalReminderEmail } from '../notifications/templates';
import type { Database } from '../../db/client';
import { REMINDER_STAGES, type ReminderStage } from '@portico/domain/reminders';
import { findLatestHistory } from '../applications/applications.repository';
import { signPaymentToken } from '../pipeline/links';
import {
  claimReminder,
  expireEndedMemberships,
  findMembersEndingBetween,
  markReminderDelivered,
  markReminderSent,
  type ReminderClaim,
} from './reminders.repository';
import type { MemberRow } from './members.repository';

/** How long a run holds a reminder it claimed before another run may take it over. */
export const REMINDER_LEASE_MS = 15 * 60 * 1000;

/** The renewal window closes 90 days after the end; the link works until then. */
const LINK_DAYS_AFTER_EXPIRY = 90;

/** The stage due at `at` for a period ending at `expiry` (the latest one reached), or null. */
export function dueStage(expiry: Date, at: Date): ReminderStage | null {
  let due: ReminderStage | null = null;
  for (const { stage, daysBefore } of REMINDER_STAGES) {
    if (at >= subDays(expiry, daysBefore)) due = stage;
  }
  // Past the last stage's own week, nothing more is sent for this period.
  if (due === 'after_30' && at > addDays(expiry, 37)) return null;
  return due;
}

/** India time: a member's day (and so "days left") ends at midnight in India. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const indiaDay = (date: Date) => Math.floor((date.getTime() + INDIA_OFFSET_MS) / DAY_MS);
/** DD-MM-YYYY of the India date. */
const indiaDateText = (date: Date) =>
  new Date(date.getTime() + INDIA_OFFSET_MS)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .reverse()
    .join('-');

/** Calendar days (India) from `at` to the period's end; negative once it has ended. */
export function daysLeft(expiry: Date, at: Date): number {
  return indiaDay(expiry) - indiaDay(at);
}

/** The reminder's subject and first line, from the days really left at `at` (not the stage's). */
export function reminderWording(
  stage: ReminderStage,
  expiry: Date,
  at: Date,
): { subject: string; lead: string } {
  const ends = indiaDateText(expiry);
  if (stage.startsWith('before_')) {
    const days = daysLeft(expiry, at);
    const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    return {
      subject: `Your membership ends ${when}`,
      lead: `Your membership ends on ${ends}. Renew it now to keep your benefits without a break.`,
    };
  }
  return {
    subject: 'Your membership has expired',
    lead: `Your membership ended on ${ends}. You can still renew it until ${indiaDateText(
      addDays(expiry, LINK_DAYS_AFTER_EXPIRY),
    )}.`,
  };
}

export type ReminderRun = { remindersSent: number; expired: number };

type ReminderDeps = {
  db: Database;
  mail: MailSender;
  sms: SmsSender;
  appSecret: string;
  publicUrl: string;
  now: () => Date;
  logger?: Pick<FastifyBaseLogger, 'error'>;
};

async function renewalLink(
  deps: ReminderDeps,
  member: MemberRow,
  expiry: Date,
  at: Date,
): Promise<string> {
  const userId = member.applicationId ?? 0;
  const history = member.applicationId
    ? await findLatestHistory(deps.db, member.applicationId)
    : undefined;
  if (!history) return `${deps.publicUrl}/login`;
  const token = await signPaymentToken(deps.appSecret, history.id, {
    now: at,
    expiresAt: addDays(expiry, LINK_DAYS_AFTER_EXPIRY),
  });
  return `${deps.publicUrl}/renew-checkout-revive/${encodeId(userId)}?h=${history.id}&t=${token}&type=renew`;
}

/** Hands one channel over unless it went out before; false when the transport failed. */
async function deliver(
  deps: ReminderDeps,
  claim: ReminderClaim,
  channel: 'email' | 'sms',
  send: () => Promise<void>,
): Promise<boolean> {
  if ((channel === 'email' ? claim.emailSentAt : claim.smsSentAt) !== null) return true;
  try {
    await send();
  } catch (error) {
    deps.logger?.error({ err: error, reminder: claim.id, channel }, 'reminder not delivered');
    return false;
  }
  await markReminderDelivered(deps.db, claim.id, channel, deps.now());
  return true;
}

/** Sends the reminder if this run wins its claim; true once every channel has gone out. */
async function remind(
  deps: ReminderDeps,
  member: MemberRow,
  expiry: Date,
  stage: ReminderStage,
  at: Date,
) {
  const claim = await claimReminder(
    deps.db,
    { memberId: member.id, periodEndsAt: expiry, stage },
    at,
    REMINDER_LEASE_MS,
  );
  if (claim === null) return false;
  const { subject, lead } = reminderWording(stage, expiry, at);
  const link = await renewalLink(deps, member, expiry, at);
  const mobile = member.mobileNumber.replace(/\D/g, '');
  const emailed = await deliver(deps, claim, 'email', () =>
    deps.mail.send({
      to: member.email,
      ...renewalReminderEmail({
        name: member.name,
        memberNumber: member.memberNumber ?? '',
        subject,
        lead,
        renewUrl: link,
      }),
    }),
  );
  const texted =
    mobile === '' ||
    (await deliver(deps, claim, 'sms', () =>
      deps.sms.send({ to: mobile, text: `${subject}. Renew: ${link}` }),
    ));
  // Not complete: the claim is left to lapse, and a run after the lease sends what is missing.
  if (!emailed || !texted) return false;
  await markReminderSent(deps.db, claim.id, deps.now());
  return true;
}

/** One run: reminders due now, then plans that have ended marked expired. */
async function runReminders(deps: ReminderDeps): Promise<ReminderRun> {
  const at = deps.now();
  let remindersSent = 0;
  const candidates = await findMembersEndingBetween(deps.db, subDays(at, 38), addDays(at, 61));
  for (const { member, expiry } of candidates) {
    const stage = dueStage(expiry, at);
    if (stage && (await remind(deps, member, expiry, stage, at))) remindersSent += 1;
  }
  return { remindersSent, expired: await expireEndedMemberships(deps.db, at) };
}

export function createReminderJob(deps: ReminderDeps) {
  return { run: () => runReminders(deps) };
}
