// The front door of the dev module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { devRoutes } from './dev.routes';
export { createDevService } from './dev.service';
