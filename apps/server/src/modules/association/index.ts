// The front door of the association module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { associationRoutes } from './association.routes';
