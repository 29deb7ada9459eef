import {
  applicationSavedResponse,
  step2Body,
  type Step2Body,
} from '@portico/domain/contracts/applications.contract';
import { checkedPost } from './checked-post';

/** Only complete rows (a draft: the rows with anything in them); null when there are none. */
export type SaveDirectorsPayload = Step2Body;

/** POST /api/step_2: the extra directors (tab 2), checked against the contract before it is sent. */
export const { save: saveDirectors, useSave: useSaveDirectorsMutation } = checkedPost(
  '/step_2',
  step2Body,
  applicationSavedResponse,
);
