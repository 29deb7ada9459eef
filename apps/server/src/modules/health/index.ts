// The front door of the health module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { healthRoutes } from './health.routes';
export { createHealthService } from './health.service';
