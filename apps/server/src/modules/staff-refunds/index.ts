// The front door of the staff-refunds module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { refundRoutes } from './refunds.routes';
export { createRefundsService } from './refunds.service';
