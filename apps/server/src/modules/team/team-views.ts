// The team as the member's page and the staff record show it.
import type { TeamPerson, TeamView } from '@portico/domain/contracts/team.contract';
import type { Executor } from '../../db/client';
import type { Acting } from './team-access';
import { listTeam, namesOf, type TeamPersonRow } from './team.repository';

export async function teamPeopleView(db: Executor, memberId: number): Promise<TeamPerson[]> {
  const rows = await listTeam(db, memberId);
  const inviters = rows.map((row) => row.invitedBy).filter((id): id is number => id !== null);
  const names = await namesOf(db, [...new Set(inviters)]);
  return rows.map((row) => personView(row, names));
}

function personView(row: TeamPersonRow, inviters: Map<number, string>): TeamPerson {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    role: row.role,
    status: row.status,
    holder: row.holder,
    invited_by: row.invitedBy === null ? null : (inviters.get(row.invitedBy) ?? null),
    created_at: row.createdAt.toISOString(),
  };
}

/** The signed-in person, and the team when they are an admin. */
export async function teamView(db: Executor, acting: Acting): Promise<TeamView> {
  const { member, seat } = acting;
  return {
    company_name: member.companyName,
    me: { id: seat.personId, name: seat.name, role: seat.role, holder: seat.holder },
    people: seat.role === 'admin' ? await teamPeopleView(db, member.id) : [],
  };
}
