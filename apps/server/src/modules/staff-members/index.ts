// The front door of the staff-members module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export {
  memberExportBatch,
  memberSearch,
  type MemberFilters,
  type MemberListRow,
} from './members.repository';
export { memberRoutes } from './members.routes';
export { createMembersService } from './members.service';
