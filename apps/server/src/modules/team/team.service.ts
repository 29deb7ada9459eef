// A company's team (issue #31, decision 110): the member area's page and its changes.
import type { TeamInvitation, TeamSettings } from '@portico/domain/contracts/team.contract';
import type { TeamRole } from '@portico/domain/team';
import type { Principal, StaffPrincipal } from '../auth';
import { changeRole, removePerson } from './change-team';
import { invitePerson } from './invite-person';
import type { TeamDeps } from './team-deps';
import { requireTeamSeat } from './team-access';
import { readTeamSettings, saveTeamSettings } from './team-settings';
import { teamView } from './team-views';
import { transferHolding, withdrawTransfer } from './transfer-holding';

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
    withdrawTransfer: (principal: Principal | null) => withdrawTransfer(deps, principal),
    /** Settings › Company teams (admin, decision 118). */
    settings: () => readTeamSettings(deps.db),
    saveSettings: (principal: StaffPrincipal, settings: TeamSettings) =>
      saveTeamSettings(deps, principal, settings),
  };
}
