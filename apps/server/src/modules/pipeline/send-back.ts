// A staff step sends the application back to the applicant with a note and the fields to change.
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

async function sendBackAt(
  tx: Transaction,
  step: StaffStep,
  remark: string,
  fields: string[],
): Promise<Outcome> {
  const { history, stage } = step;
  await recordStaffDecision(tx, step, 'changes_requested', remark);
  const values: PlanHistoryUpdate = {
    reviewStage: 'changes_requested',
    changesRequestedStage: stage,
    changesRequestedFields: fields,
    changesNote: remark,
  };
  // The body approves the changed application afresh.
  if (stage === 'governing_body') {
    Object.assign(values, {
      approvalGoverning1: 'pending',
      approvalGoverning1At: null,
      approvalGoverning2: 'pending',
      approvalGoverning2At: null,
    });
  }
  return {
    history: await updatePlanHistory(tx, history.id, values),
    notices: [{ kind: 'changes_requested', note: remark, fields }],
    message: PIPELINE_MESSAGES.sentBack,
  };
}

export function sendBack(
  ctx: PipelineContext,
  principal: StaffPrincipal,
  applicationId: number,
  remark: string,
  fields: string[],
): Promise<DecisionResult> {
  return decideAtStaffStep(ctx, principal, applicationId, {
    kind: 'send_back',
    remark,
    auditExtra: { fields },
    apply: (tx, step, trimmed) => sendBackAt(tx, step, trimmed, fields),
  });
}
