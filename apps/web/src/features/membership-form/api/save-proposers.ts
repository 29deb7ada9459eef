import {
  applicationSavedResponse,
  step3Body,
} from '@portico/domain/contracts/applications.contract';
import { checkedPost } from './checked-post';

/** POST /api/step_3 (tab 3), checked against the contract before it is sent. */
export const { save: saveProposers, useSave: useSaveProposersMutation } = checkedPost(
  '/step_3',
  step3Body,
  applicationSavedResponse,
);
