// The renewal reminders' SQL: members whose period ends soon, the claim of each reminder so two runs
// never send one twice, and the expiry of ended memberships.
import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberReminders, members, type ReminderStage } from '../../db/schema';
import { memberExpirySql, type MemberRow } from '../records';

/**
 * Is the member's renewal in an active auto-renewal mandate's hands (decision 108)? Yes while the
 * mandate is active and its debit for this period end, if there is one yet, may still take the money
 * on its own; no once that debit lapsed (retries spent), is held (documents, a higher fee) or was
 * cancelled, and never for a paused, cancelled or pending mandate. `members.id` is written out: in
 * a select list Drizzle names a column without its table, which `m` would take for its own id.
 */
const autoRenewingSql = (expiry: SQL) => sql<boolean>`exists (
  select 1 from mandates m
  where m.member_id = members.id and m.status = 'active'
    and not exists (
      select 1 from mandate_debits d
      where d.mandate_id = m.id and d.period_ends_at = ${expiry}
        and d.status in ('lapsed', 'held_documents', 'held_reauthorise', 'cancelled')))`;

/**
 * Members whose current period ends between `from` and `to`, with that end, whose reminders have
 * started by `at`: an imported member's wait until the admin turns them on (decision 067). Each says
 * whether an auto-renewal mandate is renewing it (the reminders before the end are then muted).
 */
export async function findMembersEndingBetween(
  db: Executor,
  from: Date,
  to: Date,
  at: Date,
): Promise<{ member: MemberRow; expiry: Date; autoRenewing: boolean }[]> {
  const expirySql = memberExpirySql(members.id);
  const expiry = sql<Date>`${expirySql}`;
  const started = and(
    eq(members.remindersHeld, false),
    or(isNull(members.remindersFrom), lte(members.remindersFrom, at)),
  );
  const rows = await db
    .select({ member: members, expiry, autoRenewing: autoRenewingSql(expirySql) })
    .from(members)
    .where(and(gt(expiry, from), lt(expiry, to), started));
  return rows.map((row) => ({
    member: row.member,
    expiry: new Date(row.expiry),
    autoRenewing: row.autoRenewing === true,
  }));
}

/** A reminder a run holds: what of it went out already. */
export type ReminderClaim = {
  id: number;
  emailSentAt: Date | null;
  smsSentAt: Date | null;
};

/**
 * Claims a reminder for this run at `at`: a new one, or one not yet fully sent whose last claim is
 * older than `leaseMs` (its run crashed or could not deliver). Null when it was sent, or another run
 * holds it. One statement: two runs claiming at once (even on separate connections) cannot both
 * win, because the conflicting insert re-checks the row the other just claimed.
 */
export async function claimReminder(
  db: Executor,
  reminder: { memberId: number; periodEndsAt: Date; stage: ReminderStage },
  at: Date,
  leaseMs: number,
): Promise<ReminderClaim | null> {
  const leaseStart = new Date(at.getTime() - leaseMs);
  const [row] = await db
    .insert(memberReminders)
    .values({ ...reminder, claimedAt: at })
    .onConflictDoUpdate({
      target: [memberReminders.memberId, memberReminders.periodEndsAt, memberReminders.stage],
      set: { claimedAt: at },
      setWhere: sql`${memberReminders.sentAt} is null
        and (${memberReminders.claimedAt} is null
          or ${memberReminders.claimedAt} < ${leaseStart.toISOString()}::timestamptz)`,
    })
    .returning({
      id: memberReminders.id,
      emailSentAt: memberReminders.emailSentAt,
      smsSentAt: memberReminders.smsSentAt,
    });
  return row ?? null;
}

export async function markReminderDelivered(
  db: Executor,
  id: number,
  channel: 'email' | 'sms',
  at: Date,
): Promise<void> {
  await db
    .update(memberReminders)
    .set(channel === 'email' ? { emailSentAt: at } : { smsSentAt: at })
    .where(eq(memberReminders.id, id));
}

export async function markReminderSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(memberReminders).set({ sentAt: at }).where(eq(memberReminders.id, id));
}

/** Active members whose last period has ended: their plan is now expired. */
export async function expireEndedMemberships(db: Executor, at: Date): Promise<number> {
  const rows = await db
    .update(members)
    .set({ status: 'expired' })
    .where(
      and(
        eq(members.status, 'active'),
        sql`${memberExpirySql(members.id)} < ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: members.id });
  return rows.length;
}

/** Turns the member's email reminders off (once: a repeat keeps the first time); false: no member. */
export async function turnOffEmailReminders(
  db: Executor,
  memberId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({
      emailRemindersOffAt: sql`coalesce(${members.emailRemindersOffAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length > 0;
}
