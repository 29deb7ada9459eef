// The front door of the member-import module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { importMembers } from './import-members';
export { memberImportRoutes } from './member-import.routes';
export { createMemberImportService } from './member-import.service';
export { REGISTER_MAX_BYTES } from './read-register';
