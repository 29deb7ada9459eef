// Whether a member's upgrade is reviewed, and by whom, as saved (decision 114): the whole pipeline
// until an admin chooses otherwise.
import { upgradeReviewOf, type UpgradeReview } from '@portico/domain/upgrade-review';
import type { Executor } from '../../db/client';
import { findAssociationSettings } from './settings.repository';

/** The setting now, read on `executor` (a transaction's own, so a submit and a save are ordered). */
export async function currentUpgradeReview(executor: Executor): Promise<UpgradeReview> {
  return upgradeReviewOf((await findAssociationSettings(executor))?.upgradeReview);
}
