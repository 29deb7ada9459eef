// The frame of every staff decision (approve, send back, reject): one transaction that locks the
// application and its plan history, checks the caller may decide at its stage, applies the decision
// and records the audit row; the notices go out after it commits.
import type { Transaction } from '../../db/client';
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import type { PlanHistoryRow } from '../records';
import { submittedProposersRule } from '../applications';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { currentStaff, staffLabel, type PipelineContext, type Staffer } from './deps';
import { PIPELINE_MESSAGES, wrongStageMessage } from './messages';
import { auditDecision, type Outcome } from './outcome';
import { enqueueNotices } from './notify';
import { insertDecision, lockReviewed, type DecisionInsert } from './pipeline.repository';
import { isOutOfReach, isStaffStage, mayActAt, type StaffStage } from './stage-model';
import { reviewView, type ReviewView } from './views';

/** The application's plan history at a staff step, the staff member deciding, and when. */
export type StaffStep = {
  history: PlanHistoryRow;
  /** Proposers the application needs (decision 070): the reference checks after accounts. */
  referencesRequired: ProposersRequired;
  stage: StaffStage;
  staffer: Staffer;
  at: Date;
};

export type StaffDecision = {
  kind: 'approve' | 'send_back' | 'reject';
  remark: string;
  /** Written to the audit row after the step and the remark. */
  auditExtra?: Record<string, unknown>;
  /** Records the decision (given the trimmed remark) and moves the stage. */
  apply: (tx: Transaction, step: StaffStep, remark: string) => Promise<Outcome>;
};

export type DecisionResult = { message: string; review: ReviewView };

/** The review_decisions row of a staff decision at `step`. */
function staffDecisionRow(
  step: StaffStep,
  decision: DecisionInsert['decision'],
  remark: string | null,
): DecisionInsert {
  return {
    planHistoryId: step.history.id,
    stage: step.stage,
    decision,
    actorKind: 'staff',
    actorStaffId: step.staffer.id,
    actorLabel: staffLabel(step.staffer),
    remark,
    createdAt: step.at,
  };
}

export async function recordStaffDecision(
  tx: Transaction,
  step: StaffStep,
  decision: DecisionInsert['decision'],
  remark: string | null,
): Promise<void> {
  await insertDecision(tx, staffDecisionRow(step, decision, remark));
}

export async function decideAtStaffStep(
  ctx: PipelineContext,
  principal: StaffPrincipal,
  applicationId: number,
  decision: StaffDecision,
): Promise<DecisionResult> {
  const staffer = await currentStaff(ctx, principal);
  const { outcome } = await ctx.db.transaction(async (tx) => {
    const reviewed = await lockReviewed(tx, applicationId);
    if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.notFound);
    const { application, history } = reviewed;
    const stage = history?.reviewStage ?? 'draft';
    if (isOutOfReach(staffer, application.zone, stage)) throw new ForbiddenError();
    if (!history || !isStaffStage(stage) || !mayActAt(staffer, stage, application.zone)) {
      throw new ConflictError(wrongStageMessage(stage));
    }
    const remark = decision.remark.trim();
    const referencesRequired = submittedProposersRule(application);
    const step: StaffStep = { history, referencesRequired, stage, staffer, at: ctx.now() };
    const outcome = await decision.apply(tx, step, remark);
    await auditDecision(tx, {
      actor: `staff:${staffer.id}`,
      action: `review.${decision.kind}`,
      applicationId: application.id,
      before: history,
      after: outcome.history,
      extra: { step: stage, remark: remark || null, ...decision.auditExtra },
    });
    await enqueueNotices(ctx, tx, application, outcome.history, outcome.notices);
    return { application, outcome };
  });
  return decisionResult(ctx, outcome);
}

/** Once the decision is committed: its notices woken, its message and the review as it now stands. */
export async function decisionResult(
  ctx: PipelineContext,
  outcome: Outcome,
): Promise<DecisionResult> {
  ctx.notifier.kick();
  return {
    message: outcome.message,
    review: await reviewView(ctx.db, ctx.config.governingBodyQuorum, outcome.history),
  };
}
