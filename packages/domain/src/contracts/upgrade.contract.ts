// The lighter upgrade (issue #29 item 8, decision 114): POST /api/upgrade/start. The member names
// the higher category; the server answers what the category needs beyond the member's record, or,
// when nothing, the upgrade it made from the record and where its review stands.
import { z } from 'zod';
import { MAX_RECORD_ID } from '../record-id';
import { dataResponse } from './common';
import { registerRequestContracts } from './request-contract';
import { REVIEW_STAGE_VALUES } from './values';

export const UPGRADE_CATEGORY_MESSAGE = 'Choose the category to upgrade to';

export const startUpgradeBody = z.object({
  membership_id: z.coerce
    .number({ error: UPGRADE_CATEGORY_MESSAGE })
    .int(UPGRADE_CATEGORY_MESSAGE)
    .min(1, UPGRADE_CATEGORY_MESSAGE)
    .max(MAX_RECORD_ID, UPGRADE_CATEGORY_MESSAGE),
});
export type StartUpgradeBody = z.infer<typeof startUpgradeBody>;

export const upgradeNeedView = z.object({
  field: z.string(),
  label: z.string(),
  message: z.string(),
  /** The higher category asks it and the current one does not (else a gap in the record). */
  new_for_category: z.boolean(),
});
export type UpgradeNeedView = z.infer<typeof upgradeNeedView>;

export const startedUpgrade = z.object({
  /** Empty: the record satisfies the category, and `application` is the upgrade made from it. */
  needs: z.array(upgradeNeedView),
  application: z
    .object({
      id: z.number().int(),
      app_id: z.string(),
      review_stage: z.enum(REVIEW_STAGE_VALUES),
      /** Nobody reviews it (the association's setting): the difference can be paid at once. */
      payable: z.boolean(),
    })
    .nullable(),
});
export type StartedUpgrade = z.infer<typeof startedUpgrade>;

export const startUpgradeResponse = dataResponse(startedUpgrade);

registerRequestContracts({ startUpgradeBody });
