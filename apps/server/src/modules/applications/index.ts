// The front door of the applications module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { applicationRoutes, type ApplicationRoutesOptions } from './applications.routes';
export { authorizeApplication } from './access';
export { attachOwnDocuments } from './attach-own-documents';
export { formFieldsAsBody } from './form-body';
export { getApplication } from './read-application';
export { submittedProposersRule } from './proposer-rule';
export type { ApplicationCatalog, ApplicationFaults } from './save-types';
export { selfUpdate } from './self-update';
export type { FinalSubmitHook } from './submit-application';
export { BASIC_DOCUMENT_FIELDS, PROPOSER_DOCUMENT_FIELDS, type ApplicationView } from './view';
