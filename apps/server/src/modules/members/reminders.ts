// Renewal reminders (member-area issue): members are emailed and texted 60, 30 and 7 days before their
// plan ends and 7 and 30 days after, each reminder once, with a signed link to the renewal checkout;
// plans whose period has ended are marked expired. A run is safe alongside another (several server
// processes): each reminder is claimed by inserting its key (member, period end, stage) first, so only
// one run sends it. A run that finds a member late (the job was down) sends only the stage now due,
// not the ones it missed.
import { addDays, subDays } from 'date-fns';
import { encodeId } from '@portico/domain/format';
import type { Notifier } from '../notifications/notifier';
import { renewalReminderEmail } from '../notifications/templates';
import type { Database } from '../../db/client';
import type { ReminderStage } from '../../db/schema';
import { findLatestHistory } from '../applications/repository';
import { signPaymentToken } from '../pipeline/links';
import {
  claimReminder,
  expireEndedMemberships,
  findMembersEndingBetween,
  markReminderSent,
  releaseReminder,
  type MemberRow,
} from './repository';

/** Stages by offset from the period's end, in days (positive: before it). */
export const REMINDER_STAGES: readonly { stage: ReminderStage; daysBefore: number }[] = [
  { stage: 'before_60', daysBefore: 60 },
  { stage: 'before_30', daysBefore: 30 },
  { stage: 'before_7', daysBefore: 7 },
  { stage: 'after_7', daysBefore: -7 },
  { stage: 'after_30', daysBefore: -30 },
];

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

function wording(stage: ReminderStage, expiry: string): { subject: string; lead: string } {
  switch (stage) {
    case 'before_60':
    case 'before_30':
    case 'before_7': {
      const days = REMINDER_STAGES.find((entry) => entry.stage === stage)?.daysBefore ?? 0;
      return {
        subject: `Your membership ends in ${days} days`,
        lead: `Your membership ends on ${expiry}. Renew it now to keep your benefits without a break.`,
      };
    }
    case 'after_7':
    case 'after_30':
      return {
        subject: 'Your membership has expired',
        lead: `Your membership ended on ${expiry}. You can still renew it within 90 days of that date.`,
      };
  }
}

export type ReminderRun = { remindersSent: number; expired: number };

export function createReminderJob(deps: {
  db: Database;
  notifier: Notifier;
  appSecret: string;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, notifier, now } = deps;

  async function renewalLink(member: MemberRow, expiry: Date, at: Date): Promise<string> {
    const userId = member.applicationId ?? 0;
    const history = member.applicationId
      ? await findLatestHistory(db, member.applicationId)
      : undefined;
    if (!history) return `${deps.publicUrl}/login`;
    const token = await signPaymentToken(deps.appSecret, history.id, {
      now: at,
      expiresAt: addDays(expiry, LINK_DAYS_AFTER_EXPIRY),
    });
    return `${deps.publicUrl}/renew-checkout-revive/${encodeId(userId)}?h=${history.id}&t=${token}&type=renew`;
  }

  async function remind(member: MemberRow, expiry: Date, stage: ReminderStage, at: Date) {
    const claim = await claimReminder(db, { memberId: member.id, periodEndsAt: expiry, stage });
    if (claim === null) return false;
    try {
      const ends = expiry.toISOString().slice(0, 10).split('-').reverse().join('-');
      const { subject, lead } = wording(stage, ends);
      const link = await renewalLink(member, expiry, at);
      await notifier.email(
        member.email,
        renewalReminderEmail({
          name: member.name,
          memberNumber: member.memberNumber ?? '',
          subject,
          lead,
          renewUrl: link,
        }),
      );
      await notifier.sms(member.mobileNumber, `${subject}. Renew: ${link}`);
      await markReminderSent(db, claim, now());
      return true;
    } catch (error) {
      await releaseReminder(db, claim);
      throw error;
    }
  }

  /** One run: reminders due now, then plans that have ended marked expired. */
  async function run(): Promise<ReminderRun> {
    const at = now();
    let remindersSent = 0;
    const candidates = await findMembersEndingBetween(db, subDays(at, 38), addDays(at, 61));
    for (const { member, expiry } of candidates) {
      const stage = dueStage(expiry, at);
      if (stage && (await remind(member, expiry, stage, at))) remindersSent += 1;
    }
    return { remindersSent, expired: await expireEndedMemberships(db, at) };
  }

  return { run };
}
