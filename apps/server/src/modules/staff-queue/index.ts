// The front door of the staff-queue module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { queueExportBatch, type QueueFilters, type QueueRow } from './queue.repository';
export { queueRoutes } from './queue.routes';
export { createQueueService, queueScope, zoneLimit } from './queue.service';
