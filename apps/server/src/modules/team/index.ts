// The front door of the team module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { staffRemovePerson, staffTeamOf } from './staff-team';
export { createTeamService, type TeamService } from './team.service';
export { teamRoutes } from './team.routes';
export {
  currentTeamSeat,
  findTeamSignIn,
  holderSignIn,
  isTeamAddress,
  type TeamSignIn,
} from './team-sign-in';
export { messageCopyEmails } from './team.repository';
