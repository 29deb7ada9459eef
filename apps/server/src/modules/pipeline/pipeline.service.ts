// The review pipeline (decision 010): zone manager → accounts → the two references (proposers answer by
// signed link) → governing body (a quorum of distinct members) → approved, awaiting payment. Any staff
// step may send the application back for changes or reject it; admin and office may cancel it.
// Each decision is one transaction that locks the application and its plan history, records the
// decision row and an audit row, and moves the stage; the emails and SMS go out after it commits.
import { recordAudit } from '../audit/audit.repository';
import { addDays } from 'date-fns';
import { decodeId } from '@portico/domain/format';
import type { Config } from '../../config';
import type { Database, Executor, Transaction } from '../../db/client';
import type { DecisionStage, DocumentReviewStatus, ReviewStage, ZoneCode } from '../../db/schema';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../errors';
import {
  findCurrentDocuments,
  findProposers,
  type ApplicationRow,
  type DocumentRow,
  type PlanHistoryRow,
} from '../applications/applications.repository';
import type { FinalSubmitHook } from '../applications/applications.service';
import { changedFields } from '../applications/view';
import type { StaffPrincipal } from '../auth/principal';
import type { Notifier } from '../notifications/notifier';
import { voidOpenOrders } from '../payments/void-orders';
import {
  approvedForPaymentEmail,
  approvedForPaymentSms,
  cancelledEmail,
  changesRequestedEmail,
  changesRequestedSms,
  referenceRequestEmail,
  rejectedEmail,
  rejectedSms,
  reviewRequestEmail,
  type ApplicationSummary,
  type ReviewRequestReason,
} from '../notifications/templates';
import { findStaffById, type StaffAccount } from '../staff-auth/staff-auth.repository';
import { fieldLabel } from './fields';
import {
  editLink,
  paymentLink,
  referenceLink,
  signPaymentToken,
  signReferenceToken,
  verifyReferenceToken,
} from './links';
import {
  findActiveStaffWithRole,
  findApplicationAudit,
  findDecisions,
  findDisplayNames,
  findDocument,
  findPlanHistoryById,
  findReviewed,
  governingApprovers,
  insertDecision,
  lockReviewed,
  recordProposerResponse,
  updateDocumentReview,
  updatePlanHistory,
  type DecisionRow,
  type PlanHistoryUpdate,
  type Recipient,
} from './pipeline.repository';
import {
  CANCEL_ROLES,
  NEXT_STAGE,
  STAGE_LABELS,
  governingApprovals,
  isOutOfReach,
  isStaffStage,
  mayActAt,
  mayCancel,
  stageAfterSubmit,
  type StaffStage,
} from './stage-model';

export type PipelineConfig = Pick<
  Config,
  'appSecret' | 'publicUrl' | 'governingBodyQuorum' | 'referenceLinkDays' | 'paymentLinkDays'
>;

export type PipelineDeps = {
  db: Database;
  config: PipelineConfig;
  notifier: Notifier;
  now?: () => Date;
  logger?: { error(details: object, message: string): void };
};

export const PIPELINE_MESSAGES = {
  notFound: 'Application not found',
  documentNotFound: 'Document not found',
  notSubmitted: 'This application has not been submitted yet.',
  alreadyApproved:
    'You have already approved this application; another member of the governing body must approve it too.',
  sentBack: 'The application was sent back to the applicant for changes.',
  rejected: 'The application was rejected and the applicant informed.',
  cancelled: 'The application was cancelled.',
  documentReviewed: 'Document review saved.',
  badReferenceNumber: 'This link is not valid: unknown reference number.',
  badStatus: 'This link is not valid: the answer must be approve or reject.',
  badUserId: 'This link is not valid: unknown application.',
  linkIncomplete: 'This link is incomplete. Please open the link from the email again.',
  linkInvalid: 'This link is not valid. Please open the link from the email again.',
  linkExpired: 'This link has expired. Please contact the association office.',
  linkNotForThis: 'This link was not issued for this application.',
  notAtReferences: 'This application is not waiting for reference checks, so nothing was recorded.',
} as const;

export function wrongStageMessage(stage: ReviewStage): string {
  switch (stage) {
    case 'draft':
      return PIPELINE_MESSAGES.notSubmitted;
    case 'references':
      return 'This application is waiting for the proposers to answer the reference requests.';
    case 'changes_requested':
      return "This application is waiting for the applicant's changes.";
    case 'approved':
      return 'This application is already approved and waits for payment.';
    case 'rejected':
    case 'cancelled':
    case 'paid':
      return `This application is already ${stage}.`;
    default:
      return `This application is waiting for ${STAGE_LABELS[stage].toLowerCase()}, which is not your step.`;
  }
}

// ── Views ─────────────────────────────────────────────────────────────────────────────────────

export type DecisionView = {
  id: number;
  stage: DecisionStage;
  decision: DecisionRow['decision'];
  actor_kind: DecisionRow['actorKind'];
  actor_label: string;
  remark: string | null;
  at: string;
};

export type ReviewView = {
  stage: ReviewStage;
  stage_label: string;
  decisions: DecisionView[];
  changes_requested_stage: string | null;
  changes_requested_fields: string[];
  changes_note: string | null;
  governing_body: { approvals: number; quorum: number };
  payment_link_expires_at: string | null;
  cancelled: boolean;
};

export type StaffDocumentView = {
  id: number;
  field: string;
  url: string;
  original_name: string;
  mime_type: string;
  review_status: DocumentReviewStatus;
  review_remark: string | null;
  reviewed_at: string | null;
};

export type AuditView = {
  id: number;
  actor: string;
  actor_name: string | null;
  action: string;
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type StaffReviewDetail = {
  review: ReviewView;
  documents: StaffDocumentView[];
  audit: AuditView[];
  can_act: boolean;
};

/** What a proposer's page shows: the applicant, the category, and whom the applicant named. */
export type ReferenceView = {
  userdata: { name: string; email: string; company_name: string; category: string };
  proposer: { num: 1 | 2; name: string; company_name: string };
};

/** The answer given earlier (spec: prevoius_status 1 = approved, 0 = rejected). */
type EarlierAnswer = { prevoius_status: 0 | 1; already_recorded: true };

/** Opening the link: nothing answered yet (the page asks to confirm), or the earlier answer. */
export type ReferencePage = ReferenceView & ({ prevoius_status: null } | EarlierAnswer);

/** Confirming: the answer recorded now, or the earlier one (nothing recorded). */
export type ReferenceAnswer = ReferenceView &
  ({ prevoius_status: null; recorded: 'approved' | 'rejected' } | EarlierAnswer);

export type ReferenceLinkInput = {
  num: string;
  userId: string;
  status: string;
  token: string | undefined;
};

function earlierAnswer(history: PlanHistoryRow, num: 1 | 2): EarlierAnswer | null {
  const previous = num === 1 ? history.referenceCheck1 : history.referenceCheck2;
  if (previous === 'pending') return null;
  return { prevoius_status: previous === 'approved' ? 1 : 0, already_recorded: true };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function documentView(row: DocumentRow): StaffDocumentView {
  return {
    id: row.id,
    field: row.field,
    url: `/api/files/${row.storageKey}`,
    original_name: row.originalName,
    mime_type: row.mimeType,
    review_status: row.reviewStatus,
    review_remark: row.reviewRemark,
    reviewed_at: iso(row.reviewedAt),
  };
}

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

// ── What goes out after a commit ──────────────────────────────────────────────────────────────

type Notice =
  | { kind: 'review_request'; stage: StaffStage; reason: ReviewRequestReason }
  | { kind: 'reference_requests'; nums: (1 | 2)[] }
  | { kind: 'changes_requested'; note: string; fields: string[] }
  | { kind: 'rejected'; reason: string }
  | { kind: 'cancelled'; remark: string }
  | { kind: 'approved'; expiresAt: Date };

type Outcome = { history: PlanHistoryRow; notices: Notice[]; message: string };

type Staffer = Pick<StaffAccount, 'id' | 'email' | 'name' | 'roles' | 'zones'>;

const pendingReferences = (h: PlanHistoryRow): (1 | 2)[] =>
  ([1, 2] as const).filter((num) =>
    num === 1 ? h.referenceCheck1 === 'pending' : h.referenceCheck2 === 'pending',
  );

export function createPipelineService({
  db,
  config,
  notifier,
  now = () => new Date(),
  logger,
}: PipelineDeps) {
  const quorum = config.governingBodyQuorum;

  async function currentStaff(principal: StaffPrincipal): Promise<Staffer> {
    const account = await findStaffById(db, principal.staffId);
    if (!account?.active) throw new UnauthorizedError();
    return account;
  }

  const staffLabel = (staffer: Staffer) => `${staffer.name} <${staffer.email}>`;

  async function audit(
    tx: Transaction,
    actor: string,
    action: string,
    applicationId: number,
    before: PlanHistoryRow,
    after: PlanHistoryRow,
    extra: Record<string, unknown>,
  ): Promise<void> {
    const changed = changedFields(snapshot(before), snapshot(after));
    await recordAudit(tx, {
      actor,
      action,
      entity: 'application',
      entityId: String(applicationId),
      before: changed.before,
      after: { ...changed.after, ...extra },
    });
  }

  /** Moves the application to `stage` and says who must hear about it. */
  async function enter(
    tx: Transaction,
    history: PlanHistoryRow,
    stage: ReviewStage,
    at: Date,
    reason: ReviewRequestReason,
    extra: PlanHistoryUpdate = {},
  ): Promise<Outcome> {
    const values: PlanHistoryUpdate = { ...extra, reviewStage: stage };
    const notices: Notice[] = [];
    if (isStaffStage(stage)) notices.push({ kind: 'review_request', stage, reason });
    if (stage === 'references') {
      notices.push({ kind: 'reference_requests', nums: pendingReferences(history) });
    }
    if (stage === 'approved') {
      const expiresAt = addDays(at, config.paymentLinkDays);
      values.paymentLinkExpiresAt = expiresAt;
      notices.push({ kind: 'approved', expiresAt });
    }
    const updated = await updatePlanHistory(tx, history.id, values);
    return { history: updated, notices, message: `Next step: ${STAGE_LABELS[stage]}.` };
  }

  /** After an approval of `from`: the next stage (the references are skipped if both are in). */
  function advance(
    tx: Transaction,
    history: PlanHistoryRow,
    from: StaffStage | 'references',
    at: Date,
  ) {
    let next = NEXT_STAGE[from];
    if (
      next === 'references' &&
      history.referenceCheck1 === 'approved' &&
      history.referenceCheck2 === 'approved'
    ) {
      next = 'governing_body';
    }
    return enter(tx, history, next, at, 'advanced');
  }

  // ── Delivery ────────────────────────────────────────────────────────────────────────────────

  async function reviewersOf(stage: StaffStage, zone: ZoneCode | null): Promise<Recipient[]> {
    const found =
      stage === 'zone_manager'
        ? zone
          ? await findActiveStaffWithRole(db, 'zone_manager', zone)
          : []
        : await findActiveStaffWithRole(db, stage);
    // Nobody holds the role (yet): the admins hear about it, so no application waits unseen.
    return found.length > 0 ? found : findActiveStaffWithRole(db, 'admin');
  }

  /** Sends the notices of a committed change; a failure is logged, never undoes or fails the change. */
  async function deliver(
    application: ApplicationRow,
    history: PlanHistoryRow,
    notices: readonly Notice[],
  ): Promise<void> {
    if (notices.length === 0) return;
    try {
      await send(application, history, notices);
    } catch (error) {
      logger?.error({ err: error, applicationId: application.id }, 'review notifications failed');
    }
  }

  async function send(
    application: ApplicationRow,
    history: PlanHistoryRow,
    notices: readonly Notice[],
  ): Promise<void> {
    const names = await findDisplayNames(db, application);
    const summary: ApplicationSummary = {
      appId: application.appId,
      name: application.name ?? '',
      companyName: application.companyName ?? '',
      category: names.category,
      zone: names.zone,
    };
    const applicantEmail = application.email ?? '';
    const applicantMobile = application.mobileNumber ?? '';
    const at = now();

    for (const notice of notices) {
      switch (notice.kind) {
        case 'review_request': {
          for (const recipient of await reviewersOf(notice.stage, application.zone)) {
            await notifier.email(
              recipient.email,
              reviewRequestEmail({
                recipientName: recipient.name,
                application: summary,
                stageLabel: STAGE_LABELS[notice.stage],
                reason: notice.reason,
                backOfficeUrl: `${config.publicUrl}/staff/applications/${application.id}`,
              }),
            );
          }
          break;
        }
        case 'reference_requests': {
          const rows = await findProposers(db, application.id);
          for (const num of notice.nums) {
            const proposer = rows.find((row) => row.rowNo === num);
            if (!proposer) continue;
            const token = await signReferenceToken(
              config.appSecret,
              { planHistoryId: history.id, num },
              { now: at, days: config.referenceLinkDays },
            );
            await notifier.email(
              proposer.email,
              referenceRequestEmail({
                proposerName: proposer.director,
                num,
                application: summary,
                approveUrl: referenceLink(config.publicUrl, application.id, num, 'approve', token),
                rejectUrl: referenceLink(config.publicUrl, application.id, num, 'reject', token),
                expiresAt: addDays(at, config.referenceLinkDays),
              }),
            );
          }
          break;
        }
        case 'changes_requested':
          await notifier.email(
            applicantEmail,
            changesRequestedEmail({
              application: summary,
              note: notice.note,
              fieldLabels: notice.fields.map(fieldLabel),
              editUrl: editLink(config.publicUrl, application.id, application.journey),
            }),
          );
          await notifier.sms(applicantMobile, changesRequestedSms(application.appId));
          break;
        case 'rejected':
          await notifier.email(
            applicantEmail,
            rejectedEmail({ application: summary, reason: notice.reason }),
          );
          await notifier.sms(applicantMobile, rejectedSms(application.appId));
          break;
        case 'cancelled':
          await notifier.email(
            applicantEmail,
            cancelledEmail({ application: summary, remark: notice.remark }),
          );
          break;
        case 'approved': {
          const token = await signPaymentToken(config.appSecret, history.id, {
            now: at,
            expiresAt: notice.expiresAt,
          });
          await notifier.email(
            applicantEmail,
            approvedForPaymentEmail({
              application: summary,
              paymentUrl: paymentLink(
                config.publicUrl,
                application.id,
                application.journey,
                history.id,
                token,
              ),
              expiresAt: notice.expiresAt,
            }),
          );
          await notifier.sms(
            applicantMobile,
            approvedForPaymentSms(application.appId, notice.expiresAt),
          );
          break;
        }
      }
    }
  }

  // ── Reads ───────────────────────────────────────────────────────────────────────────────────

  async function reviewView(history: PlanHistoryRow | null): Promise<ReviewView> {
    const decisions = history ? await findDecisions(db, history.id) : [];
    const approvals = history ? (await governingApprovers(db, history.id)).length : 0;
    const stage = history?.reviewStage ?? 'draft';
    return {
      stage,
      stage_label: STAGE_LABELS[stage],
      decisions: decisions.map((row) => ({
        id: row.id,
        stage: row.stage,
        decision: row.decision,
        actor_kind: row.actorKind,
        actor_label: row.actorLabel,
        remark: row.remark,
        at: row.createdAt.toISOString(),
      })),
      changes_requested_stage: history?.changesRequestedStage ?? null,
      changes_requested_fields: history?.changesRequestedFields ?? [],
      changes_note: history?.changesNote ?? null,
      governing_body: { approvals, quorum },
      payment_link_expires_at: iso(history?.paymentLinkExpiresAt ?? null),
      cancelled: history?.cancelled ?? false,
    };
  }

  async function detail(
    principal: StaffPrincipal,
    applicationId: number,
  ): Promise<StaffReviewDetail> {
    const staffer = await currentStaff(principal);
    const reviewed = await findReviewed(db, applicationId);
    if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.notFound);
    const { application, history } = reviewed;
    const stage = history?.reviewStage ?? 'draft';
    const [review, documents, audit, approvers] = await Promise.all([
      reviewView(history),
      findCurrentDocuments(db, applicationId),
      findApplicationAudit(db, applicationId),
      history && stage === 'governing_body' ? governingApprovers(db, history.id) : ([] as number[]),
    ]);
    return {
      review,
      documents: documents.map(documentView),
      audit: audit.map((row) => ({
        id: row.id,
        actor: row.actor,
        actor_name: row.actorName,
        action: row.action,
        at: row.at.toISOString(),
        before: row.before ?? null,
        after: row.after ?? null,
      })),
      // A governing-body member who approved in this round has had their say (approving again is
      // refused, and the queue no longer counts it as waiting on them).
      can_act:
        !isOutOfReach(staffer, application.zone, stage) &&
        mayActAt(staffer, stage, application.zone) &&
        !approvers.includes(staffer.id),
    };
  }

  // ── Staff decisions ─────────────────────────────────────────────────────────────────────────

  type Kind = 'approve' | 'send_back' | 'reject';
  type DecisionInput = { remark: string; fields?: string[] };

  async function approveAt(
    tx: Transaction,
    history: PlanHistoryRow,
    stage: StaffStage,
    staffer: Staffer,
    remark: string | null,
    at: Date,
  ): Promise<Outcome> {
    const decision = {
      planHistoryId: history.id,
      stage,
      decision: 'approved' as const,
      actorKind: 'staff' as const,
      actorStaffId: staffer.id,
      actorLabel: staffLabel(staffer),
      remark,
      createdAt: at,
    };
    if (stage === 'zone_manager') {
      await insertDecision(tx, decision);
      const updated = await updatePlanHistory(tx, history.id, {
        approvalZm: 'approved',
        approvalZmAt: at,
      });
      return advance(tx, updated, stage, at);
    }
    if (stage === 'accounts') {
      await insertDecision(tx, decision);
      const updated = await updatePlanHistory(tx, history.id, {
        approvalAccounts: 'approved',
        approvalAccountsAt: at,
      });
      return advance(tx, updated, stage, at);
    }
    // The governing body: distinct members until the quorum is reached.
    const approvers = await governingApprovers(tx, history.id);
    if (approvers.includes(staffer.id)) throw new ConflictError(PIPELINE_MESSAGES.alreadyApproved);
    await insertDecision(tx, decision);
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
    return advance(tx, updated, stage, at);
  }

  async function sendBackAt(
    tx: Transaction,
    history: PlanHistoryRow,
    stage: StaffStage,
    staffer: Staffer,
    remark: string,
    fields: string[],
    at: Date,
  ): Promise<Outcome> {
    await insertDecision(tx, {
      planHistoryId: history.id,
      stage,
      decision: 'changes_requested',
      actorKind: 'staff',
      actorStaffId: staffer.id,
      actorLabel: staffLabel(staffer),
      remark,
      createdAt: at,
    });
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

  async function rejectAt(
    tx: Transaction,
    history: PlanHistoryRow,
    stage: StaffStage,
    staffer: Staffer,
    remark: string,
    at: Date,
  ): Promise<Outcome> {
    await insertDecision(tx, {
      planHistoryId: history.id,
      stage,
      decision: 'rejected',
      actorKind: 'staff',
      actorStaffId: staffer.id,
      actorLabel: staffLabel(staffer),
      remark,
      createdAt: at,
    });
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

  async function decide(
    principal: StaffPrincipal,
    applicationId: number,
    kind: Kind,
    input: DecisionInput,
  ): Promise<{ message: string; review: ReviewView }> {
    const staffer = await currentStaff(principal);
    const { application, outcome } = await db.transaction(async (tx) => {
      const reviewed = await lockReviewed(tx, applicationId);
      if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.notFound);
      const { application, history } = reviewed;
      const stage = history?.reviewStage ?? 'draft';
      if (isOutOfReach(staffer, application.zone, stage)) throw new ForbiddenError();
      if (!history || !isStaffStage(stage) || !mayActAt(staffer, stage, application.zone)) {
        throw new ConflictError(wrongStageMessage(stage));
      }
      const at = now();
      const remark = input.remark.trim();
      const outcome =
        kind === 'approve'
          ? await approveAt(tx, history, stage, staffer, remark || null, at)
          : kind === 'send_back'
            ? await sendBackAt(tx, history, stage, staffer, remark, input.fields ?? [], at)
            : await rejectAt(tx, history, stage, staffer, remark, at);
      await audit(
        tx,
        `staff:${staffer.id}`,
        `review.${kind}`,
        application.id,
        history,
        outcome.history,
        {
          step: stage,
          remark: remark || null,
          ...(kind === 'send_back' ? { fields: input.fields ?? [] } : {}),
        },
      );
      return { application, outcome };
    });
    await deliver(application, outcome.history, outcome.notices);
    return { message: outcome.message, review: await reviewView(outcome.history) };
  }

  async function cancel(
    principal: StaffPrincipal,
    applicationId: number,
    remark: string,
  ): Promise<{ message: string; review: ReviewView }> {
    const staffer = await currentStaff(principal);
    if (!staffer.roles.some((role) => CANCEL_ROLES.includes(role))) throw new ForbiddenError();
    const { application, outcome } = await db.transaction(async (tx) => {
      const reviewed = await lockReviewed(tx, applicationId);
      if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.notFound);
      const { application, history } = reviewed;
      if (!history || !mayCancel(staffer, history.reviewStage)) {
        throw new ConflictError(wrongStageMessage(history?.reviewStage ?? 'draft'));
      }
      const updated = await updatePlanHistory(tx, history.id, {
        cancelled: true,
        reviewStage: 'cancelled',
      });
      // Its open orders can no longer pay for it (a late payment is refunded, never activated).
      const voided = await voidOpenOrders(tx, {
        planHistoryId: history.id,
        actor: `staff:${staffer.id}`,
        reason: 'application cancelled',
      });
      await audit(tx, `staff:${staffer.id}`, 'review.cancel', application.id, history, updated, {
        remark: remark.trim(),
        ...(voided.length > 0 ? { voided_orders: voided } : {}),
      });
      const outcome: Outcome = {
        history: updated,
        notices: [{ kind: 'cancelled', remark: remark.trim() }],
        message: PIPELINE_MESSAGES.cancelled,
      };
      return { application, outcome };
    });
    await deliver(application, outcome.history, outcome.notices);
    return { message: outcome.message, review: await reviewView(outcome.history) };
  }

  async function reviewDocument(
    principal: StaffPrincipal,
    documentId: number,
    status: Extract<DocumentReviewStatus, 'accepted' | 'needs_replacement'>,
    remark: string | undefined,
  ): Promise<StaffDocumentView> {
    const staffer = await currentStaff(principal);
    return db.transaction(async (tx) => {
      const document = await findDocument(tx, documentId);
      if (!document || document.applicationId === null || document.replacedAt !== null) {
        throw new NotFoundError(PIPELINE_MESSAGES.documentNotFound);
      }
      const reviewed = await lockReviewed(tx, document.applicationId);
      if (!reviewed) throw new NotFoundError(PIPELINE_MESSAGES.documentNotFound);
      const stage = reviewed.history?.reviewStage ?? 'draft';
      const office = staffer.roles.some((role) => CANCEL_ROLES.includes(role));
      if (!office && isOutOfReach(staffer, reviewed.application.zone, stage)) {
        throw new ForbiddenError();
      }
      if (stage === 'draft') throw new ConflictError(PIPELINE_MESSAGES.notSubmitted);
      const updated = await updateDocumentReview(tx, document.id, {
        reviewStatus: status,
        reviewRemark: remark?.trim() || null,
        reviewedAt: now(),
      });
      await recordAudit(tx, {
        actor: `staff:${staffer.id}`,
        action: 'document.review',
        entity: 'application',
        entityId: String(document.applicationId),
        before: {
          document_id: document.id,
          field: document.field,
          review_status: document.reviewStatus,
          review_remark: document.reviewRemark,
        },
        after: {
          document_id: updated.id,
          field: updated.field,
          review_status: updated.reviewStatus,
          review_remark: updated.reviewRemark,
        },
      });
      return documentView(updated);
    });
  }

  // ── The proposers' answers ──────────────────────────────────────────────────────────────────
  // Opening the emailed link (GET) only shows what is asked; the proposer's confirmation (POST)
  // records it. A mail scanner that follows links therefore decides nothing.

  /** The link's own checks: 400 for a malformed one, 403 for a forged, expired or foreign one. */
  async function checkReferenceLink(input: ReferenceLinkInput) {
    const num: 1 | 2 | null = input.num === '1' ? 1 : input.num === '2' ? 2 : null;
    if (num === null) throw new BadRequestError(PIPELINE_MESSAGES.badReferenceNumber);
    if (input.status !== 'approve' && input.status !== 'reject') {
      throw new BadRequestError(PIPELINE_MESSAGES.badStatus);
    }
    const applicationId = decodeId(input.userId);
    if (applicationId === null) throw new BadRequestError(PIPELINE_MESSAGES.badUserId);
    if (!input.token) throw new BadRequestError(PIPELINE_MESSAGES.linkIncomplete);
    const checked = await verifyReferenceToken(config.appSecret, input.token, now());
    if (!checked.ok) {
      throw new ForbiddenError(
        checked.reason === 'expired'
          ? PIPELINE_MESSAGES.linkExpired
          : PIPELINE_MESSAGES.linkInvalid,
      );
    }
    const { claims } = checked;
    if (claims.num !== num) throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
    const issuedFor = await findPlanHistoryById(db, claims.planHistoryId);
    if (!issuedFor || issuedFor.applicationId !== applicationId) {
      throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
    }
    const answer = input.status === 'approve' ? ('approved' as const) : ('rejected' as const);
    return { num, applicationId, planHistoryId: claims.planHistoryId, answer };
  }

  /** The application's current plan history, which must be the one the link was issued for. */
  function currentHistory(
    reviewed: { application: ApplicationRow; history: PlanHistoryRow | null } | undefined,
    planHistoryId: number,
  ) {
    // The link belongs to an older plan history of the application (e.g. a previous journey).
    if (!reviewed?.history || reviewed.history.id !== planHistoryId) {
      throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
    }
    return { application: reviewed.application, history: reviewed.history };
  }

  /** The page's view, and the proposer row it names (read on `executor`: a transaction's own). */
  async function referenceView(executor: Executor, application: ApplicationRow, num: 1 | 2) {
    const proposer = (await findProposers(executor, application.id)).find(
      (row) => row.rowNo === num,
    );
    const names = await findDisplayNames(executor, application);
    const view: ReferenceView = {
      userdata: {
        name: application.name ?? '',
        email: application.email ?? '',
        company_name: application.companyName ?? '',
        category: names.category,
      },
      proposer: { num, name: proposer?.director ?? '', company_name: proposer?.companyName ?? '' },
    };
    return { view, proposer };
  }

  /** GET: what the link asks, or the answer given earlier; records nothing. */
  async function showReference(input: ReferenceLinkInput): Promise<ReferencePage> {
    const link = await checkReferenceLink(input);
    const { application, history } = currentHistory(
      await findReviewed(db, link.applicationId),
      link.planHistoryId,
    );
    const { view } = await referenceView(db, application, link.num);
    const earlier = earlierAnswer(history, link.num);
    if (earlier) return { ...view, ...earlier };
    if (history.reviewStage !== 'references') {
      throw new ConflictError(PIPELINE_MESSAGES.notAtReferences);
    }
    return { ...view, prevoius_status: null };
  }

  /** POST: records the link's answer once; later confirmations show the earlier answer. */
  async function answerReference(input: ReferenceLinkInput): Promise<ReferenceAnswer> {
    const link = await checkReferenceLink(input);
    const { num, answer } = link;

    const result = await db.transaction(async (tx) => {
      const { application, history } = currentHistory(
        await lockReviewed(tx, link.applicationId),
        link.planHistoryId,
      );
      const { view, proposer } = await referenceView(tx, application, num);
      const earlier = earlierAnswer(history, num);
      if (earlier) return { answer: { ...view, ...earlier } };
      if (history.reviewStage !== 'references') {
        throw new ConflictError(PIPELINE_MESSAGES.notAtReferences);
      }
      const at = now();
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
      let outcome: Outcome;
      if (answer === 'rejected') {
        outcome = {
          history: await updatePlanHistory(tx, history.id, { reviewStage: 'rejected' }),
          notices: [
            {
              kind: 'rejected',
              reason: `Proposer ${num} did not support your application as a reference.`,
            },
          ],
          message: '',
        };
      } else if (
        recorded.referenceCheck1 === 'approved' &&
        recorded.referenceCheck2 === 'approved'
      ) {
        outcome = await advance(tx, recorded, 'references', at);
      } else {
        outcome = { history: recorded, notices: [], message: '' };
      }
      await audit(
        tx,
        `proposer:${num}:${proposer?.email ?? ''}`,
        'review.reference',
        application.id,
        history,
        outcome.history,
        { step: `reference_${num}`, answer },
      );
      return {
        answer: { ...view, prevoius_status: null, recorded: answer } as const,
        deliver: () => deliver(application, outcome.history, outcome.notices),
      };
    });
    await result.deliver?.();
    return result.answer;
  }

  // ── The final submit (called by the applications module inside its save) ───────────────────

  const onFinalSubmit: FinalSubmitHook = async (tx, { application, history }) => {
    const target = stageAfterSubmit(history);
    if (target === history.reviewStage) return undefined;
    const reason: ReviewRequestReason =
      history.reviewStage === 'draft' ? 'submitted' : 'resubmitted';
    const outcome = await enter(tx, history, target, now(), reason, {
      changesRequestedStage: null,
    });
    return () => deliver(application, outcome.history, outcome.notices);
  };

  return {
    detail,
    reviewView,
    approve: (principal: StaffPrincipal, id: number, remark: string) =>
      decide(principal, id, 'approve', { remark }),
    sendBack: (principal: StaffPrincipal, id: number, remark: string, fields: string[]) =>
      decide(principal, id, 'send_back', { remark, fields }),
    reject: (principal: StaffPrincipal, id: number, remark: string) =>
      decide(principal, id, 'reject', { remark }),
    cancel,
    reviewDocument,
    showReference,
    answerReference,
    onFinalSubmit,
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
