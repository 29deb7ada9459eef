// The team as the member's page and the staff record show it.
import type {
  StaffTeam,
  TeamPerson,
  TeamView,
  TransferRequest,
} from '@portico/domain/contracts/team.contract';
import type { Database, Executor } from '../../db/client';
import type { Principal } from '../auth';
import { requireTeamSeat, type Acting } from './team-access';
import { listTeam, namesOf, type TeamPersonRow } from './team.repository';
import {
  findOpenTransfer,
  readTransfersNeedApproval,
  type TransferRow,
} from './transfer.repository';

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

export async function transferRequestView(
  db: Executor,
  row: TransferRow | undefined,
): Promise<TransferRequest | null> {
  if (!row) return null;
  const names = await namesOf(db, [row.fromPersonId, row.toPersonId]);
  return {
    id: row.id,
    from_name: names.get(row.fromPersonId) ?? '',
    to_person_id: row.toPersonId,
    to_name: names.get(row.toPersonId) ?? '',
    requested_at: row.createdAt.toISOString(),
  };
}

/** The team and its open transfer request, as the member record shows them. */
export async function staffTeamView(db: Executor, memberId: number): Promise<StaffTeam> {
  return {
    people: await teamPeopleView(db, memberId),
    transfer_request: await transferRequestView(db, await findOpenTransfer(db, memberId)),
  };
}

/** The signed-in person, and the team (with any open transfer request) when they are an admin. */
export async function teamView(db: Executor, acting: Acting): Promise<TeamView> {
  const { member, seat } = acting;
  const isAdmin = seat.role === 'admin';
  return {
    company_name: member.companyName,
    me: { id: seat.personId, name: seat.name, role: seat.role, holder: seat.holder },
    people: isAdmin ? await teamPeopleView(db, member.id) : [],
    transfers_need_approval: await readTransfersNeedApproval(db),
    transfer_request: isAdmin
      ? await transferRequestView(db, await findOpenTransfer(db, member.id))
      : null,
  };
}

/** GET /api/team: the team as the signed-in person's seat sees it (a seat is required). */
export async function readTeam(db: Database, principal: Principal | null): Promise<TeamView> {
  return teamView(db, await requireTeamSeat(db, principal));
}
