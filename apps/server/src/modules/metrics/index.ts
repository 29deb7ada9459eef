// The front door of the metrics module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { metricsAccess } from './access';
export { registerMetrics } from './metrics.routes';
export { createMetrics, type AppMetrics } from './metrics';
