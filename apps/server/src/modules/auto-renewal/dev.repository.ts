// Development and test only (decision 099): a member's expiry brought near, and the open debits'
// clock moved on, so the cycle can be seen end to end without waiting days.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mandateDebits, membershipPeriods, members } from '../../db/schema';

export async function moveExpiry(db: Database, email: string, endsAt: Date): Promise<boolean> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, email));
  if (!member) return false;
  const [latest] = await db
    .select({ id: membershipPeriods.id })
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, member.id))
    .orderBy(desc(membershipPeriods.endsAt))
    .limit(1);
  if (!latest) return false;
  await db
    .update(membershipPeriods)
    .set({ endsAt: endsAt })
    .where(eq(membershipPeriods.id, latest.id));
  return true;
}

export async function ageOpenDebits(db: Database, hours: number): Promise<void> {
  if (hours === 0) return;
  const shift = sql.raw(`interval '${Math.trunc(hours)} hours'`);
  await db
    .update(mandateDebits)
    .set({
      debitAt: sql`${mandateDebits.debitAt} - ${shift}`,
      noticeSentAt: sql`${mandateDebits.noticeSentAt} - ${shift}`,
    })
    .where(and(inArray(mandateDebits.status, ['noticed', 'failed'])));
}
