// The lighter upgrade's first step (issue #29 item 8): the member names a higher category; the
// answer is what that category needs beyond the member's record (the domain's upgradeNeeds), and
// when nothing, the upgrade made from the record and submitted in the same transaction, where the
// review the association chose for upgrades takes it (the final-submit hook, decision 114).
import { FIELD_LABELS } from '@portico/domain/application-fields';
import type { StartedUpgrade, StartUpgradeBody } from '@portico/domain/contracts/upgrade.contract';
import { isStarTier } from '@portico/domain/tier';
import { upgradeNeeds, type UpgradeNeed } from '@portico/domain/upgrade-needs';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../errors';
import type { Principal } from '../auth';
import {
  findApplicationBundle,
  findPlanHistory,
  findPlanStatus,
  lockMember,
  type ApplicationBundle,
} from '../records';
import { auditApplication, filledColumns } from './save-existing';
import type { SaveTools } from './save-types';
import { assertUpgradeIsHigher, validationError } from './validation';
import { storedBasicDetails, storedDirectors } from './earlier-sections';
import type { FinalSubmitHook } from './submit-application';
import { insertUpgradeFromRecord } from './upgrade-from-record';
import { documentUrlsByField } from './view';

export const UPGRADE_MESSAGES = {
  notMember: 'Only a member can upgrade their membership.',
  inProgress: 'You already have an upgrade in progress. Continue it from your plan status page.',
  noCategory: 'Choose the category to upgrade to',
} as const;

function needsOf(record: ApplicationBundle, fromStar: boolean, toStar: boolean): UpgradeNeed[] {
  const urls = documentUrlsByField(record.documents);
  return upgradeNeeds(
    {
      basic: storedBasicDetails(record),
      directors: storedDirectors(record).director,
      signature: urls.get('signature') ?? '',
      stamp: urls.get('stamp') ?? '',
    },
    { fromStar, toStar },
  );
}

const needView = (need: UpgradeNeed) => ({
  field: need.field,
  label: FIELD_LABELS[need.field] ?? need.field,
  message: need.message,
  new_for_category: need.newForCategory,
});

export async function startUpgrade(
  deps: Pick<SaveTools, 'db' | 'catalog' | 'files'> & { onFinalSubmit?: FinalSubmitHook },
  principal: Principal | null,
  body: StartUpgradeBody,
): Promise<StartedUpgrade> {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind !== 'member') throw new ForbiddenError(UPGRADE_MESSAGES.notMember);
  const { db, catalog } = deps;
  const category = await catalog.findCategory(body.membership_id);
  if (!category) throw validationError({ membership_id: UPGRADE_MESSAGES.noCategory });
  let afterCommit: (() => Promise<void>) | undefined;
  const result = await db.transaction(async (tx) => {
    // Locked, so two starts at once make one upgrade.
    const member = await lockMember(tx, principal.memberId);
    if (!member?.applicationId) throw new ForbiddenError(UPGRADE_MESSAGES.notMember);
    await assertUpgradeIsHigher(catalog, tx, member.id, category);
    const status = await findPlanStatus(tx, member.applicationId);
    if (status?.upgradeAppId != null) throw new ConflictError(UPGRADE_MESSAGES.inProgress);
    const record = await findApplicationBundle(tx, member.applicationId);
    if (!record) throw new ForbiddenError(UPGRADE_MESSAGES.notMember);
    const current = await catalog.findCategory(member.categoryId, tx);
    // Only what the higher category's rules add is asked (decision 114): a gap the member's
    // current category also has (an imported record without documents) was accepted with it.
    const needs = needsOf(
      record,
      isStarTier(current?.name ?? ''),
      isStarTier(category.name),
    ).filter((need) => need.newForCategory);
    if (needs.length > 0) return { needs: needs.map(needView), application: null };

    const upgrade = { record, memberId: member.id, category, at: new Date() };
    const made = await insertUpgradeFromRecord(tx, principal, upgrade, deps.files);
    afterCommit = await deps.onFinalSubmit?.(tx, made);
    await auditApplication(tx, {
      principal,
      action: 'application.submit',
      applicationId: made.application.id,
      before: null,
      after: filledColumns(made.application),
    });
    const history = await findPlanHistory(tx, made.application);
    const stage = history?.reviewStage ?? made.history.reviewStage;
    return {
      needs: [],
      application: {
        id: made.application.id,
        app_id: made.application.appId,
        review_stage: stage,
        payable: stage === 'approved',
      },
    };
  });
  await afterCommit?.();
  return result;
}
