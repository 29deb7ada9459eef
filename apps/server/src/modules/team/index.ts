// The front door of the team module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { staffRemovePerson, staffTeamOf } from './staff-team';
export { staffOpenTransfers } from './open-transfers';
export {
  staffApproveTransfer,
  staffRefuseTransfer,
  type StaffTransferDeps,
} from './staff-transfer';
export type { TeamDeps } from './team-deps';
export { teamRoutes, teamSettingsRoutes, teamTransferRoutes } from './team.routes';
export { currentTeamSeat, holderSignIn, personSignIn, type TeamSignIn } from './team-sign-in';
export { messageCopyEmails, type TeamPersonRow } from './team.repository';
