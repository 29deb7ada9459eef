import { step4Body, step4Response } from '@portico/domain/contracts/applications.contract';
import { checkedPost } from './checked-post';

/**
 * POST /api/step_4: description and links (tab 4); with is_draft 0 it submits the application.
 * Checked against the contract before it is sent.
 */
export const { save: saveOtherDetails, useSave: useSaveOtherDetailsMutation } = checkedPost(
  '/step_4',
  step4Body,
  step4Response,
);
