// The front door of the staff-reminders module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { reminderRoutes } from './reminders.routes';
export { createRemindersService } from './reminders.service';
