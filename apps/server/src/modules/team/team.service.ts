// A company's team (issue #31, decision 110): the member area's page and its changes.
import type { TeamInvitation } from '@portico/domain/contracts/team.contract';
import type { TeamRole } from '@portico/domain/team';
import type { Principal } from '../auth';
import { changeRole, removePerson, transferHolding } from './change-team';
import { invitePerson } from './invite-person';
import type { TeamDeps } from './team-deps';
import { requireTeamSeat } from './team-access';
import { teamView } from './team-views';

export type TeamService = ReturnType<typeof createTeamService>;

export function createTeamService(deps: TeamDeps) {
  return {
    read: async (principal: Principal | null) =>
      teamView(deps.db, await requireTeamSeat(deps.db, principal)),
    invite: (principal: Principal | null, input: TeamInvitation) =>
      invitePerson(deps, principal, input),
    remove: (principal: Principal | null, personId: number) =>
      removePerson(deps, principal, personId),
    changeRole: (principal: Principal | null, personId: number, role: TeamRole) =>
      changeRole(deps, principal, personId, role),
    transfer: (principal: Principal | null, personId: number) =>
      transferHolding(deps, principal, personId),
  };
}
