// A staff approval: the zone manager's and the accounts' approvals move the application on at once;
// the governing body's need a quorum of distinct members.
import type { Transaction } from '../../db/client';
import { ConflictError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { updatePlanHistory, type PlanHistoryUpdate } from '../records';
import type { PipelineContext } from './deps';
import { PIPELINE_MESSAGES } from './messages';
import { advance, type Outcome } from './outcome';
import { governingApprovers } from './pipeline.repository';
import { governingApprovals } from './stage-model';
import {
  decideAtStaffStep,
  recordStaffDecision,
  type DecisionResult,
  type StaffStep,
} from './staff-decision';

/** The governing body: distinct members until the quorum is reached. */
async function approveAsGoverningBody(
  ctx: PipelineContext,
  tx: Transaction,
  step: StaffStep,
  remark: string | null,
): Promise<Outcome> {
  const { history, staffer, at } = step;
  const quorum = ctx.config.governingBodyQuorum;
  const approvers = await governingApprovers(tx, history.id);
  if (approvers.includes(staffer.id)) throw new ConflictError(PIPELINE_MESSAGES.alreadyApproved);
  await recordStaffDecision(tx, step, 'approved', remark);
  const count = approvers.length + 1;
  const wanted = governingApprovals(count, quorum);
  const values: PlanHistoryUpdate = {};
  if (wanted.approvalGoverning1 && history.approvalGoverning1 !== 'approved') {
    Object.assign(values, { approvalGoverning1: 'approved', approvalGoverning1At: at });
  }
  if (wanted.approvalGoverning2) {
    Object.assign(values, { approvalGoverning2: 'approved', approvalGoverning2At: at });
  }
  const updated =
    Object.keys(values).length > 0 ? await updatePlanHistory(tx, history.id, values) : history;
  if (count < quorum) {
    const missing = quorum - count;
    return {
      history: updated,
      notices: [],
      message: `Approved. ${missing} more governing body approval${missing === 1 ? '' : 's'} needed.`,
    };
  }
  return advance(ctx, tx, updated, step.stage, step);
}

async function approveAt(
  ctx: PipelineContext,
  tx: Transaction,
  step: StaffStep,
  remark: string | null,
): Promise<Outcome> {
  const { history, stage, at } = step;
  if (stage === 'governing_body') return approveAsGoverningBody(ctx, tx, step, remark);
  await recordStaffDecision(tx, step, 'approved', remark);
  const updated = await updatePlanHistory(
    tx,
    history.id,
    stage === 'zone_manager'
      ? { approvalZm: 'approved', approvalZmAt: at }
      : { approvalAccounts: 'approved', approvalAccountsAt: at },
  );
  return advance(ctx, tx, updated, stage, step);
}

export function approve(
  ctx: PipelineContext,
  principal: StaffPrincipal,
  applicationId: number,
  remark: string,
): Promise<DecisionResult> {
  return decideAtStaffStep(ctx, principal, applicationId, {
    kind: 'approve',
    remark,
    apply: (tx, step, trimmed) => approveAt(ctx, tx, step, trimmed || null),
  });
}
