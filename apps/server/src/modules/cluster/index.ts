// The front door of the cluster module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { joinCluster, markerKey, storeLocationOf } from './process-registry';
