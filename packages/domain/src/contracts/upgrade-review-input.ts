// Whether an upgrade is reviewed, as the Settings form sends it (decision 114); absent keeps what is
// saved (a client from before the setting sends none).
import { z } from 'zod';
import { UPGRADE_REVIEW_MESSAGE, UPGRADE_REVIEW_VALUES } from '../upgrade-review';

export const upgradeReviewInput = z
  .enum(UPGRADE_REVIEW_VALUES, { error: UPGRADE_REVIEW_MESSAGE })
  .optional();

/** Whether a member's upgrade is reviewed, and by whom, as saved. */
export const upgradeReviewField = z.enum(UPGRADE_REVIEW_VALUES);
