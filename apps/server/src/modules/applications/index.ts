// The front door of the applications module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { applicationRoutes } from './applications.routes';
export {
  createApplicationService,
  type ApplicationFaults,
  type ApplicationService,
  type FinalSubmitHook,
} from './applications.service';
export { formFieldsAsBody } from './form-body';
export { submittedProposersRule } from './proposer-rule';
export { BASIC_DOCUMENT_FIELDS, PROPOSER_DOCUMENT_FIELDS, type ApplicationView } from './view';
