// The applicant's review tracker: GET /api/application_review/:id.
import { z } from 'zod';
import { recordIdText } from '../schemas/fields';
import { DEFAULT_PROPOSERS_REQUIRED } from '../proposer-rule';
import { dataResponse, proposersRequiredField } from './common';

export const REVIEW_STEP_STATES = ['Completed', 'Pending'] as const;
const stepState = z.enum(REVIEW_STEP_STATES);

export const applicationReviewParams = z.object({
  id: recordIdText('Application id must be a number'),
});

export const applicationReview = z.object({
  /** The application number the applicant quotes; absent from a server of the release before. */
  app_id: z.string().default(''),
  is_completed: z.boolean(),
  User_name: z.string(),
  Membership_Type: z.string(),
  Approved_by_ZM: stepState,
  'Approved_By_Accounts_Dept.': stepState,
  Reference_Check_1: stepState,
  Reference_Check_2: stepState,
  Approved_By_Governing_Body: stepState,
  /**
   * Reference checks the application needs, one per proposer (decision 070): a check past this
   * number is not made (its value reads Completed), and the tracker leaves its row out. Absent (a
   * process of the release before, during an upgrade): the spec's two.
   */
  references_required: proposersRequiredField.default(DEFAULT_PROPOSERS_REQUIRED),
  cancelled: z.boolean(),
  app_filled: z.boolean(),
  journey: z.string(),
  review_stage: z.string(),
  changes_requested_fields: z.array(z.string()),
  changes_note: z.string().nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReview>;

export const applicationReviewResponse = dataResponse(applicationReview);
