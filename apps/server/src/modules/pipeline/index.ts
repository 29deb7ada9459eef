// The front door of the pipeline module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { isGoverningApprovalOfThisRound } from './pipeline.repository';
export { pipelineRoutes } from './pipeline.routes';
export { pipelineContext, type PipelineContext } from './deps';
export { finalSubmitHook } from './final-submit';
