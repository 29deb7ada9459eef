// The imported members whose renewal reminders wait for the admin (decision 067): who they are (by
// the end of their current period, for the preview), and starting them.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members } from '../../db/schema';
import { memberExpirySql } from '../records';

const expiry = sql<string | Date | null>`${memberExpirySql(members.id)}`;
const toDates = (rows: { expiry: string | Date | null }[]) =>
  rows.flatMap((row) => (row.expiry ? [new Date(row.expiry)] : []));

/** The current period's end of every member whose reminders are held. */
export async function findHeldReminderEnds(db: Executor): Promise<Date[]> {
  const rows = await db.select({ expiry }).from(members).where(eq(members.remindersHeld, true));
  return toDates(rows);
}

/** Starts every held member's reminders at `from`; answers their periods' ends. */
export async function startHeldReminders(db: Executor, from: Date): Promise<Date[]> {
  const rows = await db
    .update(members)
    .set({ remindersHeld: false, remindersFrom: from })
    .where(eq(members.remindersHeld, true))
    .returning({ expiry });
  return toDates(rows);
}
