// Renewal reminders (member-area issue): members are emailed and texted 60, 30 and 7 days before their
// plan ends and 7 and 30 days after, each reminder once, with a signed link to the renewal checkout;
// plans whose period has ended are marked expired. A run is safe alongside another (several server
// processes): each reminder is claimed in one statement first (member, period end, stage), so only one
// run sends it. Each channel's hand-over is recorded, so a reminder whose email went out but whose SMS
// failed is retried for the SMS only; a claim that was not completed (a failed delivery, a crashed
// run) can be taken over once its lease has run out, which also spaces the retries. A run that finds a
// member late (the job was down) sends only the stage now due, worded from the days really left.
// A member whose active auto-renewal mandate will renew them gets no reminder before the end.
import { addDays, subDays } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { applicationRouteId, formatIndiaDate } from '@portico/domain/format';
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { SmsSender } from '../../adapters/messaging/sms-sender';
import { type BrandSource, memberTextMessage, reminderChannels } from '../notifications';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { buildEmail } from '../../lib/email/build-email';
import { renderSms } from '../../lib/email/render-message';
import { messageCopyEmails } from '../team';
import { templateSource } from '../settings';
import { unsubscribeUrl } from './unsubscribe-token';
import type { Database } from '../../db/client';
import { REMINDER_STAGES, type ReminderStage } from '@portico/domain/reminders';
import { findLatestHistory, type MemberRow } from '../records';
import { signPaymentToken } from '../../lib/signed-links';
import {
  claimReminder,
  expireEndedMemberships,
  findMembersEndingBetween,
  markReminderDelivered,
  markReminderSent,
  type ReminderClaim,
} from './reminders.repository';

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

/** A reminder's templates (before the end or after it) and their values at `at`. */
export type ReminderCase = {
  email: MessageTemplateKind;
  sms: MessageTemplateKind;
  values: Record<string, string>;
};

/** The reminder's templates and values, from the days really left at `at` (not the stage's). */
export function reminderCase(stage: ReminderStage, expiry: Date, at: Date): ReminderCase {
  const days = daysLeft(expiry, at);
  const common = { end_date: indiaDateText(expiry) };
  if (stage.startsWith('before_')) {
    const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    return {
      email: 'renewal_reminder_email',
      sms: 'renewal_reminder_sms',
      values: { ...common, days_left: String(Math.max(days, 0)), ends_when: when },
    };
  }
  return {
    email: 'renewal_expired_email',
    sms: 'renewal_expired_sms',
    values: {
      ...common,
      days_since_end: String(Math.max(-days, 0)),
      renew_until: indiaDateText(addDays(expiry, LINK_DAYS_AFTER_EXPIRY)),
    },
  };
}

export type ReminderRun = { remindersSent: number; expired: number };

type ReminderDeps = {
  db: Database;
  mail: MailSender;
  sms: SmsSender;
  appSecret: string;
  publicUrl: string;
  /** The association as the reminder's email shows it. */
  brand: BrandSource;
  /** WhatsApp carries the text reminder of members who chose it (else SMS stands in). */
  whatsappConfigured?: boolean;
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
  return `${deps.publicUrl}/renew-checkout-revive/${applicationRouteId(userId)}?h=${history.id}&t=${token}&type=renew`;
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

type Reminder = {
  member: MemberRow;
  claim: ReminderClaim;
  wording: ReminderCase;
  /** The template values every reminder has. */
  values: Record<string, string>;
  expiry: Date;
  link: string;
};

/** The reminder email in the admin's wording, with its one-click unsubscribe. */
async function emailReminder(deps: ReminderDeps, reminder: Reminder): Promise<boolean> {
  const { member, claim, wording, values } = reminder;
  return deliver(deps, claim, 'email', async () => {
    const email = await buildEmail(wording.email, values, await deps.brand.current(), {
      template: await templateSource(deps.db).textOf(wording.email),
      unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.appSecret, member.id),
    });
    // The member's own address, then the team people who receive the association's messages.
    const copies = await messageCopyEmails(deps.db, member.id);
    const own = member.email.toLowerCase();
    for (const to of [member.email, ...copies.filter((email) => email.toLowerCase() !== own)]) {
      await deps.mail.send({
        to,
        ...email,
        kind: 'renewal_reminder_email',
        memberId: member.id,
        deliverLater: true,
      });
    }
  });
}

/** The text reminder: WhatsApp's utility template, or the admin's SMS wording. */
async function textReminder(
  deps: ReminderDeps,
  reminder: Reminder,
  to: string,
  onWhatsapp: boolean,
): Promise<boolean> {
  const { member, claim, wording, values, expiry, link } = reminder;
  return deliver(deps, claim, 'sms', async () => {
    // Kept on a WhatsApp row too: the dev outbox and the messages list show it.
    const text = renderSms(await templateSource(deps.db).textOf(wording.sms), values);
    await deps.sms.send(
      memberTextMessage({
        kind: 'renewal_reminder',
        to,
        text,
        memberId: member.id,
        onWhatsapp,
        values: { name: member.name, expires_on: formatIndiaDate(expiry), link },
      }),
    );
  });
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
  const wording = reminderCase(stage, expiry, at);
  const link = await renewalLink(deps, member, expiry, at);
  const association = (await deps.brand.current()).name;
  const values = {
    ...wording.values,
    member_name: member.name,
    member_number: member.memberNumber ?? '',
    link,
    association_name: association,
  };
  const reminder: Reminder = { member, claim, wording, values, expiry, link };
  const mobile = member.mobileNumber.replace(/\D/g, '');
  // The member's choice (issue #16): email and/or WhatsApp, SMS standing in while WhatsApp is not
  // configured. A member who turned email reminders off by a reminder's link gets no email either.
  const channels = reminderChannels(
    {
      email: member.remindByEmail && member.emailRemindersOffAt === null,
      whatsapp: member.remindByWhatsapp,
    },
    { whatsappConfigured: deps.whatsappConfigured ?? false, hasMobile: mobile !== '' },
  );
  const emailed = !channels.includes('email') || (await emailReminder(deps, reminder));
  const onWhatsapp = channels.includes('whatsapp');
  const texted =
    !(onWhatsapp || channels.includes('sms')) ||
    (await textReminder(deps, reminder, mobile, onWhatsapp));
  // Not complete: the claim is left to lapse, and a run after the lease sends what is missing.
  if (!emailed || !texted) return false;
  await markReminderSent(deps.db, claim.id, deps.now());
  return true;
}

/** One run: reminders due now, then plans that have ended marked expired. */
async function runReminders(deps: ReminderDeps): Promise<ReminderRun> {
  const at = deps.now();
  let remindersSent = 0;
  const candidates = await findMembersEndingBetween(deps.db, subDays(at, 38), addDays(at, 61), at);
  for (const { member, expiry, autoRenewing } of candidates) {
    const stage = dueStage(expiry, at);
    // An active mandate renews the member: the pre-debit notice stands in for "renew now". Nothing
    // is claimed, so the stage due is sent once the mandate can no longer pay (decision 108).
    if (autoRenewing && stage?.startsWith('before_')) continue;
    if (stage && (await remind(deps, member, expiry, stage, at))) remindersSent += 1;
  }
  return { remindersSent, expired: await expireEndedMemberships(deps.db, at) };
}

export function createReminderJob(deps: ReminderDeps) {
  return { run: () => runReminders(deps) };
}
