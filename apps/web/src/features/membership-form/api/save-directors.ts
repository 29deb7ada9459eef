import {
  applicationSavedResponse,
  step2Body,
} from '@portico/domain/contracts/applications.contract';
import { checkedPost } from './checked-post';

/** POST /api/step_2: the extra directors (tab 2), checked against the contract before it is sent. */
export const { save: saveDirectors, useSave: useSaveDirectorsMutation } = checkedPost(
  '/step_2',
  step2Body,
  applicationSavedResponse,
);
