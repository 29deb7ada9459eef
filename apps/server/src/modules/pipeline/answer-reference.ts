// POST of a proposer's link: records the link's answer once; later confirmations show the earlier
// answer. A rejection rejects the application; the last approval the application needs (one per
// proposer, decision 070) moves it to the governing body.
import { areReferencesApproved, referenceCheckNumbers } from '@portico/domain/proposer-rule';
import type { Transaction } from '../../db/client';
import { ConflictError, ForbiddenError } from '../../errors';
import { recordProposerResponse, updatePlanHistory, type PlanHistoryRow } from '../records';
import { submittedProposersRule } from '../applications';
import type { PipelineContext } from './deps';
import { PIPELINE_MESSAGES } from './messages';
import { enqueueNotices } from './notify';
import { advance, auditDecision, referenceChecks, type Entry, type Outcome } from './outcome';
import { insertDecision, lockReviewed } from './pipeline.repository';
import {
  checkReferenceLink,
  currentHistory,
  earlierAnswer,
  referenceView,
  type CheckedReferenceLink,
  type ReferenceLinkInput,
} from './reference-link';
import type { ReferenceAnswer } from './views';

/** Where the application goes once the answer is recorded on `recorded`. */
async function afterAnswer(
  ctx: PipelineContext,
  tx: Transaction,
  recorded: PlanHistoryRow,
  { num, answer }: CheckedReferenceLink,
  entry: Pick<Entry, 'at' | 'referencesRequired'>,
): Promise<Outcome> {
  if (answer === 'rejected') {
    return {
      history: await updatePlanHistory(tx, recorded.id, { reviewStage: 'rejected' }),
      notices: [
        {
          kind: 'rejected',
          reason: `Proposer ${num} did not support your application as a reference.`,
        },
      ],
      message: '',
    };
  }
  if (areReferencesApproved(referenceChecks(recorded), entry.referencesRequired)) {
    return advance(ctx, tx, recorded, 'references', entry);
  }
  return { history: recorded, notices: [], message: '' };
}

async function recordAnswer(ctx: PipelineContext, tx: Transaction, link: CheckedReferenceLink) {
  const { num, answer } = link;
  const { application, history } = currentHistory(
    await lockReviewed(tx, link.applicationId),
    link.planHistoryId,
  );
  const { view, proposer } = await referenceView(tx, application, num);
  const referencesRequired = submittedProposersRule(application);
  // A check the application does not need (its rule asks fewer proposers) is never sent nor taken.
  if (!referenceCheckNumbers(referencesRequired).includes(num)) {
    throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
  }
  const earlier = earlierAnswer(history, num);
  if (earlier) return { answer: { ...view, ...earlier } };
  if (history.reviewStage !== 'references') {
    throw new ConflictError(PIPELINE_MESSAGES.notAtReferences);
  }
  const at = ctx.now();
  const label = proposer ? `${proposer.director} <${proposer.email}>` : `Proposer ${num}`;
  await insertDecision(tx, {
    planHistoryId: history.id,
    stage: `reference_${num}`,
    decision: answer,
    actorKind: 'proposer',
    actorStaffId: null,
    actorLabel: label,
    remark: null,
    createdAt: at,
  });
  await recordProposerResponse(tx, application.id, num, answer, at);
  const recorded = await updatePlanHistory(
    tx,
    history.id,
    num === 1
      ? { referenceCheck1: answer, referenceCheck1At: at }
      : { referenceCheck2: answer, referenceCheck2At: at },
  );
  const outcome = await afterAnswer(ctx, tx, recorded, link, { at, referencesRequired });
  await auditDecision(tx, {
    actor: `proposer:${num}:${proposer?.email ?? ''}`,
    action: 'review.reference',
    applicationId: application.id,
    before: history,
    after: outcome.history,
    extra: { step: `reference_${num}`, answer },
  });
  await enqueueNotices(ctx, tx, application, outcome.history, outcome.notices);
  return {
    answer: { ...view, prevoius_status: null, recorded: answer } as const,
    deliver: () => ctx.notifier.kick(),
  };
}

export async function answerReference(
  ctx: PipelineContext,
  input: ReferenceLinkInput,
): Promise<ReferenceAnswer> {
  const link = await checkReferenceLink(ctx, input);
  const result = await ctx.db.transaction((tx) => recordAnswer(ctx, tx, link));
  await result.deliver?.();
  return result.answer;
}
