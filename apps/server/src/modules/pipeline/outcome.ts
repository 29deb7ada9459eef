// What a decision leaves behind: the plan history as it now stands, the notices to send once it
// commits, the message for the caller, and the audit row comparing before and after.
import { addDays } from 'date-fns';
import {
  areReferencesApproved,
  referenceCheckNumbers,
  type ProposersRequired,
} from '@portico/domain/proposer-rule';
import type { Transaction } from '../../db/client';
import type { ReviewStage } from '../../db/schema';
import { type PlanHistoryRow, updatePlanHistory, type PlanHistoryUpdate } from '../records';
import { changedFields, recordAudit } from '../audit';
import type { ReviewRequestReason } from '../notifications';
import type { PipelineContext } from './deps';
import { NEXT_STAGE, STAGE_LABELS, isStaffStage, type StaffStage } from './stage-model';
import { iso } from './views';

export type Notice =
  | { kind: 'review_request'; stage: StaffStage; reason: ReviewRequestReason }
  | { kind: 'reference_requests'; nums: (1 | 2)[] }
  | { kind: 'changes_requested'; note: string; fields: string[] }
  | { kind: 'rejected'; reason: string }
  | { kind: 'cancelled'; remark: string }
  | { kind: 'approved'; expiresAt: Date }
  /** The first submission: the applicant's number and what happens next (issue #29). */
  | { kind: 'received'; referencesRequired: number };

export type Outcome = { history: PlanHistoryRow; notices: Notice[]; message: string };

/** What the audit log compares before and after a decision. */
function snapshot(h: PlanHistoryRow): Record<string, unknown> {
  return {
    review_stage: h.reviewStage,
    approval_zm: h.approvalZm,
    approval_accounts: h.approvalAccounts,
    reference_check_1: h.referenceCheck1,
    reference_check_2: h.referenceCheck2,
    approval_governing_1: h.approvalGoverning1,
    approval_governing_2: h.approvalGoverning2,
    cancelled: h.cancelled,
    changes_requested_stage: h.changesRequestedStage,
    changes_requested_fields: h.changesRequestedFields,
    changes_note: h.changesNote,
    payment_link_expires_at: iso(h.paymentLinkExpiresAt),
  };
}

export type DecisionAudit = {
  actor: string;
  action: string;
  applicationId: number;
  before: PlanHistoryRow;
  after: PlanHistoryRow;
  extra: Record<string, unknown>;
};

/** The audit row of a decision: the plan-history fields it changed, plus what explains it. */
export async function auditDecision(tx: Transaction, entry: DecisionAudit): Promise<void> {
  const changed = changedFields(snapshot(entry.before), snapshot(entry.after));
  await recordAudit(tx, {
    actor: entry.actor,
    action: entry.action,
    entity: 'application',
    entityId: String(entry.applicationId),
    before: changed.before,
    after: { ...changed.after, ...entry.extra },
  });
}

/** The reference checks of a plan history, by number, as the proposer links fill them. */
export const referenceChecks = (h: PlanHistoryRow) => ({
  1: h.referenceCheck1,
  2: h.referenceCheck2,
});

/** The checks the application needs (one per proposer of its rule) still unanswered. */
const pendingReferences = (h: PlanHistoryRow, required: ProposersRequired): (1 | 2)[] =>
  referenceCheckNumbers(required).filter((num) => referenceChecks(h)[num] === 'pending');

/** Where the move happens: the stage, when, why, and the application's proposer rule. */
export type Entry = {
  stage: ReviewStage;
  at: Date;
  reason: ReviewRequestReason;
  /** Proposers the application needs (decision 070): whom the reference stage asks. */
  referencesRequired: ProposersRequired;
};

/** Moves the application to `stage` and says who must hear about it. */
export async function enter(
  { config }: PipelineContext,
  tx: Transaction,
  history: PlanHistoryRow,
  { stage, at, reason, referencesRequired }: Entry,
  extra: PlanHistoryUpdate = {},
): Promise<Outcome> {
  const values: PlanHistoryUpdate = { ...extra, reviewStage: stage };
  const notices: Notice[] = [];
  if (isStaffStage(stage)) notices.push({ kind: 'review_request', stage, reason });
  if (stage === 'references') {
    notices.push({
      kind: 'reference_requests',
      nums: pendingReferences(history, referencesRequired),
    });
  }
  if (stage === 'approved') {
    const expiresAt = addDays(at, config.paymentLinkDays);
    values.paymentLinkExpiresAt = expiresAt;
    notices.push({ kind: 'approved', expiresAt });
  }
  const updated = await updatePlanHistory(tx, history.id, values);
  return { history: updated, notices, message: `Next step: ${STAGE_LABELS[stage]}.` };
}

/**
 * After an approval of `from`: the next stage. The references are skipped when every check the
 * application needs is in: all of them answered, or none needed (no proposers, decision 070).
 */
export function advance(
  ctx: PipelineContext,
  tx: Transaction,
  history: PlanHistoryRow,
  from: StaffStage | 'references',
  { at, referencesRequired }: Pick<Entry, 'at' | 'referencesRequired'>,
): Promise<Outcome> {
  // An upgrade reviewed by one stage only (decision 114) is approved by that stage's approval.
  let next = history.reviewEndsAfter === from ? 'approved' : NEXT_STAGE[from];
  if (
    next === 'references' &&
    areReferencesApproved(referenceChecks(history), referencesRequired)
  ) {
    next = 'governing_body';
  }
  return enter(ctx, tx, history, { stage: next, at, reason: 'advanced', referencesRequired });
}
