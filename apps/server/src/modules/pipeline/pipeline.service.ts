// The review pipeline (decision 010): zone manager → accounts → the two references (proposers answer by
// signed link) → governing body (a quorum of distinct members) → approved, awaiting payment. Any staff
// step may send the application back for changes or reject it; admin and office may cancel it.
// Each decision is one transaction that locks the application and its plan history, records the
// decision row and an audit row, and moves the stage; the emails and SMS go out after it commits.
// Each operation lives in its own file; this puts them together with their dependencies.
import type { PlanHistoryRow } from '../records';
import type { StaffPrincipal } from '../auth';
import { answerReference } from './answer-reference';
import { approve } from './approve';
import { cancel } from './cancel';
import type { PipelineContext, PipelineDeps } from './deps';
import { reviewDetail } from './detail';
import { finalSubmitHook } from './final-submit';
import type { ReferenceLinkInput } from './reference-link';
import { reject } from './reject';
import { reviewDocument, type DocumentReviewInput } from './review-document';
import { sendBack } from './send-back';
import { showReference } from './show-reference';
import { reviewView } from './views';

export type { PipelineConfig, PipelineDeps } from './deps';
export { PIPELINE_MESSAGES, wrongStageMessage } from './messages';
export type { ReferenceLinkInput } from './reference-link';
export type {
  AuditView,
  DecisionView,
  ReferenceAnswer,
  ReferencePage,
  ReferenceView,
  ReviewView,
  StaffDocumentView,
  StaffReviewDetail,
} from './views';

export function createPipelineService({ now = () => new Date(), ...deps }: PipelineDeps) {
  const ctx: PipelineContext = { ...deps, now };
  return {
    detail: (principal: StaffPrincipal, id: number) => reviewDetail(ctx, principal, id),
    reviewView: (history: PlanHistoryRow | null) =>
      reviewView(ctx.db, ctx.config.governingBodyQuorum, history),
    approve: (principal: StaffPrincipal, id: number, remark: string) =>
      approve(ctx, principal, id, remark),
    sendBack: (principal: StaffPrincipal, id: number, remark: string, fields: string[]) =>
      sendBack(ctx, principal, id, remark, fields),
    reject: (principal: StaffPrincipal, id: number, remark: string) =>
      reject(ctx, principal, id, remark),
    cancel: (principal: StaffPrincipal, id: number, remark: string) =>
      cancel(ctx, principal, id, remark),
    reviewDocument: (
      principal: StaffPrincipal,
      documentId: number,
      status: DocumentReviewInput['status'],
      remark: string | undefined,
    ) => reviewDocument(ctx, principal, documentId, { status, remark }),
    showReference: (input: ReferenceLinkInput) => showReference(ctx, input),
    answerReference: (input: ReferenceLinkInput) => answerReference(ctx, input),
    onFinalSubmit: finalSubmitHook(ctx),
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
