// A staff step rejects the application; the applicant hears the reason.
import type { Transaction } from '../../db/client';
import type { StaffPrincipal } from '../auth';
import { updatePlanHistory, type PlanHistoryUpdate } from '../records';
import type { PipelineContext } from './deps';
import { PIPELINE_MESSAGES } from './messages';
import type { Outcome } from './outcome';
import {
  decideAtStaffStep,
  recordStaffDecision,
  type DecisionResult,
  type StaffStep,
} from './staff-decision';

async function rejectAt(tx: Transaction, step: StaffStep, remark: string): Promise<Outcome> {
  const { history, stage, at } = step;
  await recordStaffDecision(tx, step, 'rejected', remark);
  const column: PlanHistoryUpdate =
    stage === 'zone_manager'
      ? { approvalZm: 'rejected', approvalZmAt: at }
      : stage === 'accounts'
        ? { approvalAccounts: 'rejected', approvalAccountsAt: at }
        : history.approvalGoverning1 === 'approved'
          ? { approvalGoverning2: 'rejected', approvalGoverning2At: at }
          : { approvalGoverning1: 'rejected', approvalGoverning1At: at };
  return {
    history: await updatePlanHistory(tx, history.id, { ...column, reviewStage: 'rejected' }),
    notices: [{ kind: 'rejected', reason: remark }],
    message: PIPELINE_MESSAGES.rejected,
  };
}

export function reject(
  ctx: PipelineContext,
  principal: StaffPrincipal,
  applicationId: number,
  remark: string,
): Promise<DecisionResult> {
  return decideAtStaffStep(ctx, principal, applicationId, {
    kind: 'reject',
    remark,
    apply: (tx, step, trimmed) => rejectAt(tx, step, trimmed),
  });
}
