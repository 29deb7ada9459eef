// The front door of the audit module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { redactAuditOf } from './audit-redaction.repository';
export { recordAudit } from './audit.repository';
export {
  auditChange,
  auditChangeBy,
  changedFields,
  memberActor,
  staffActor,
} from './audit.service';
