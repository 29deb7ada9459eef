// The front door of the members module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { createMemberLoginService, knownAddressOnly } from './login.service';
export { requireMember, type MemberAreaDeps } from './member-area-deps';
export { memberRoutes } from './members.routes';
export { createReminderJob } from './reminders';
export { createReminderUnsubscribe } from './stop-email-reminders';
export { unsubscribeRoutes } from './unsubscribe.routes';
export { inIndia } from './india-time';
export { isMembershipCurrent } from './plan-status';
