// The front door of the jobs module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { createBackgroundTasks, type BackgroundTasks } from './background-tasks';
export { createScheduler, type Job, type Scheduler } from './scheduler';
