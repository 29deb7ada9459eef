// Is an email or mobile number already taken by a member or a submitted new application?
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, members } from '../../db/schema';

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** `email` lower-cased and trimmed; stored emails are compared the same way. */
export async function isEmailRegistered(db: Executor, email: string): Promise<boolean> {
  const submitted = db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        sql`lower(trim(${applications.email})) = ${email}`,
        eq(applications.isDraft, false),
        eq(applications.journey, 'new'),
      ),
    )
    .limit(1);
  const member = db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(trim(${members.email})) = ${email}`)
    .limit(1);
  return (await exists(submitted)) || (await exists(member));
}

/** `mobile` as digits; stored numbers are digits too. */
export async function isMobileRegistered(db: Executor, mobile: string): Promise<boolean> {
  const submitted = db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.mobileNumber, mobile),
        eq(applications.isDraft, false),
        eq(applications.journey, 'new'),
      ),
    )
    .limit(1);
  const member = db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobileNumber, mobile))
    .limit(1);
  return (await exists(submitted)) || (await exists(member));
}
