// The pipeline's messages: what the staff and the proposers read when a call is refused or done.
import type { ReviewStage } from '../../db/schema';
import { STAGE_LABELS } from './stage-model';

export const PIPELINE_MESSAGES = {
  notFound: 'Application not found',
  documentNotFound: 'Document not found',
  notSubmitted: 'This application has not been submitted yet.',
  alreadyApproved:
    'You have already approved this application; another member of the governing body must approve it too.',
  sentBack: 'The application was sent back to the applicant for changes.',
  rejected: 'The application was rejected and the applicant informed.',
  cancelled: 'The application was cancelled.',
  documentReviewed: 'Document review saved.',
  badReferenceNumber: 'This link is not valid: unknown reference number.',
  badStatus: 'This link is not valid: the answer must be approve or reject.',
  badUserId: 'This link is not valid: unknown application.',
  linkIncomplete: 'This link is incomplete. Please open the link from the email again.',
  linkInvalid: 'This link is not valid. Please open the link from the email again.',
  linkExpired: 'This link has expired. Please contact the association office.',
  linkNotForThis: 'This link was not issued for this application.',
  notAtReferences: 'This application is not waiting for reference checks, so nothing was recorded.',
} as const;

export function wrongStageMessage(stage: ReviewStage): string {
  switch (stage) {
    case 'draft':
      return PIPELINE_MESSAGES.notSubmitted;
    case 'references':
      return 'This application is waiting for the proposers to answer the reference requests.';
    case 'changes_requested':
      return "This application is waiting for the applicant's changes.";
    case 'approved':
      return 'This application is already approved and waits for payment.';
    case 'rejected':
    case 'cancelled':
    case 'paid':
      return `This application is already ${stage}.`;
    default:
      return `This application is waiting for ${STAGE_LABELS[stage].toLowerCase()}, which is not your step.`;
  }
}
