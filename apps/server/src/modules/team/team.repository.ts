// The team table's queries (decision 110): the one owner of team_people. Values are bound parameters.
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { TeamRole } from '@portico/domain/team';
import { resultRows, type Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { members, teamPeople } from '../../db/schema';
import { firstRow } from '../../lib/first-row';
import { insertRow } from '../../lib/insert-row';

export type TeamPersonRow = typeof teamPeople.$inferSelect;

/** The most a company's team lists (the page and the staff record read it whole). */
export const MAX_TEAM_SIZE = 200;

export async function findTeamPerson(
  db: Executor,
  memberId: number,
  personId: number,
): Promise<TeamPersonRow | undefined> {
  return firstRow(
    db,
    teamPeople,
    and(eq(teamPeople.id, personId), eq(teamPeople.memberId, memberId)),
  );
}

/** Everyone not removed, the holder first, then by name. */
export async function listTeam(db: Executor, memberId: number): Promise<TeamPersonRow[]> {
  return db
    .select()
    .from(teamPeople)
    .where(and(eq(teamPeople.memberId, memberId), ne(teamPeople.status, 'removed')))
    .orderBy(desc(teamPeople.holder), asc(teamPeople.name), asc(teamPeople.id))
    .limit(MAX_TEAM_SIZE);
}

export async function countTeam(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamPeople)
    .where(and(eq(teamPeople.memberId, memberId), ne(teamPeople.status, 'removed')));
  return row?.count ?? 0;
}

export async function findHolder(
  db: Executor,
  memberId: number,
): Promise<TeamPersonRow | undefined> {
  return firstRow(
    db,
    teamPeople,
    and(eq(teamPeople.memberId, memberId), eq(teamPeople.holder, true)),
  );
}

/**
 * The member's account holder, made from the member's own person when there is none yet (a member
 * who joined or was imported after the migration): one statement, safe when two sign-ins race.
 */
export async function ensureHolder(db: Executor, memberId: number): Promise<TeamPersonRow> {
  // The insert's row is not visible to the same statement's second select: one of the two answers.
  const rows = await db.execute(sql`with made as (
      insert into team_people (member_id, name, email, mobile, role, status, holder, activated_at)
      select m.id, m.name, nullif(lower(m.email), ''),
        nullif(regexp_replace(m.mobile_number, '[^0-9]', '', 'g'), ''), 'admin', 'active', true, now()
      from ${members} m where m.id = ${memberId}
      on conflict do nothing
      returning *
    )
    select row_to_json(made) as person from made
    union all
    select row_to_json(tp) as person from team_people tp where tp.member_id = ${memberId} and tp.holder
    limit 1`);
  const [row] = resultRows<{ person: unknown }>(rows);
  if (!row) throw new Error(`member ${memberId} has no account holder`);
  return rowFromJson(teamPeople, row.person);
}

/** Whether someone of the team (not removed) already has the email or mobile. */
export async function isAddressInTeam(
  db: Executor,
  memberId: number,
  contact: { email: string | null; mobile: string | null },
): Promise<boolean> {
  const either = [
    contact.email === null ? undefined : eq(teamPeople.email, contact.email),
    contact.mobile === null ? undefined : eq(teamPeople.mobile, contact.mobile),
  ].filter((condition) => condition !== undefined);
  if (either.length === 0) return false;
  const [row] = await db
    .select({ id: teamPeople.id })
    .from(teamPeople)
    .where(and(eq(teamPeople.memberId, memberId), ne(teamPeople.status, 'removed'), or(...either)))
    .limit(1);
  return row !== undefined;
}

export async function insertTeamPerson(
  db: Executor,
  row: typeof teamPeople.$inferInsert,
): Promise<TeamPersonRow> {
  return insertRow(db, teamPeople, row, 'team person not inserted');
}

export async function updateTeamPerson(
  db: Executor,
  personId: number,
  change: Partial<Pick<TeamPersonRow, 'role' | 'status' | 'holder' | 'activatedAt' | 'removedAt'>>,
): Promise<void> {
  await db.update(teamPeople).set(change).where(eq(teamPeople.id, personId));
}

/** An invited person's first sign-in with a code proves the address: they are active from now. */
export async function activateInvited(db: Executor, personId: number, at: Date): Promise<void> {
  await db
    .update(teamPeople)
    .set({ status: 'active', activatedAt: at })
    .where(and(eq(teamPeople.id, personId), eq(teamPeople.status, 'invited')));
}

/** The names the team views show for who invited whom. */
export async function namesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: teamPeople.id, name: teamPeople.name })
    .from(teamPeople)
    .where(inArray(teamPeople.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type SeatRow = { name: string; role: TeamRole; holder: boolean };

/** The person a member session acts as, if still active in that member's team (every request). */
export async function findActiveSeat(
  db: Executor,
  memberId: number,
  personId: number,
): Promise<SeatRow | undefined> {
  const [row] = await db
    .select({ name: teamPeople.name, role: teamPeople.role, holder: teamPeople.holder })
    .from(teamPeople)
    .where(
      and(
        eq(teamPeople.id, personId),
        eq(teamPeople.memberId, memberId),
        eq(teamPeople.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Where the association's messages to a member also go (decision 110): the active team people who
 * act for the company in everything (admins) or receive its messages (contacts), by email, the
 * holder aside (the member's own address gets them already). At most MAX_TEAM_SIZE.
 */
export async function messageCopyEmails(db: Executor, memberId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: teamPeople.email })
    .from(teamPeople)
    .where(
      and(
        eq(teamPeople.memberId, memberId),
        eq(teamPeople.status, 'active'),
        eq(teamPeople.holder, false),
        inArray(teamPeople.role, ['admin', 'contact']),
        sql`${teamPeople.email} is not null`,
      ),
    )
    .limit(MAX_TEAM_SIZE);
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
