// The front door of the audit-log module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { auditLogRoutes } from './audit-log.routes';
export { createAuditLogService } from './audit-log.service';
