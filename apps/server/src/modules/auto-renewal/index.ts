// The front door of the auto-renewal module (decision 099): what other modules may use. Nothing
// outside the module imports its other files.
export { autoRenewalRoutes } from './auto-renewal.routes';
export { createAutoRenewalService, type AutoRenewalService } from './auto-renewal.service';
export type { AutoRenewalDeps } from './auto-renewal-deps';
export { AUTO_RENEWAL_JOB, type CycleRun } from './cycle';
export { applyMandateEvent } from './mandate-webhook';
export { autoRenewalDevRoutes } from './auto-renewal.dev.routes';
export { autoRenewalOfferedTo } from './member-view';
