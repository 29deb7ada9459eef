import { cleanUpdateResponse } from '@portico/domain/contracts/members.contract';
import { cleanUpdateBody } from '@portico/domain/contracts/applications.contract';
import { checkedPost } from './checked-post';

/**
 * POST /api/user_clean_update: step_1's field names (basic details and document urls), the
 * directors (complete rows, or null), description and links, membership_checked 1, and the token
 * of the mobile verification made in the form (kept apart from the member's session token). Answers
 * the app_id (the renewal checkout's id); a 400 carries `errors` by field.
 */
export const { save: saveCleanUpdate, useSave: useSaveCleanUpdateMutation } = checkedPost(
  '/user_clean_update',
  cleanUpdateBody,
  cleanUpdateResponse,
);
