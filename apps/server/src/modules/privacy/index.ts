// The front door of the privacy module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { privacyRoutes } from './privacy.routes';
export type { PrivacyDeps } from './privacy-deps';
export { createRetentionJob, RETENTION_EVERY_MS, RETENTION_JOB } from './retention';
export { MEMBER_DETAILS_AUDIT_ACTION } from './data-requests.repository';
