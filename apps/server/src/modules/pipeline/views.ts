// What the pipeline answers: the review of an application, its documents and audit entries as staff
// see them, and what a proposer's page shows.
import type { Executor } from '../../db/client';
import type {
  AuditEntry,
  ReviewState,
  StaffApplication,
  StaffDocument,
} from '@portico/domain/contracts/staff-application.contract';
import type { DocumentRow, PlanHistoryRow } from '../records';
import { findDecisions, governingApprovers } from './pipeline.repository';
import { STAGE_LABELS } from './stage-model';

/** The contract's answers, under the names the pipeline uses. */
export type DecisionView = ReviewView['decisions'][number];

export type ReviewView = ReviewState;

export type StaffDocumentView = StaffDocument;

export type AuditView = AuditEntry;

/** The staff application page's answer but the application itself (the applications module's). */
export type StaffReviewDetail = Omit<StaffApplication, 'application'>;

/** What a proposer's page shows: the applicant, the category, and whom the applicant named. */
export type ReferenceView = {
  userdata: { name: string; email: string; company_name: string; category: string };
  proposer: { num: 1 | 2; name: string; company_name: string };
};

/** The answer given earlier (spec: prevoius_status 1 = approved, 0 = rejected). */
export type EarlierAnswer = { prevoius_status: 0 | 1; already_recorded: true };

/** Opening the link: nothing answered yet (the page asks to confirm), or the earlier answer. */
export type ReferencePage = ReferenceView & ({ prevoius_status: null } | EarlierAnswer);

/** Confirming: the answer recorded now, or the earlier one (nothing recorded). */
export type ReferenceAnswer = ReferenceView &
  ({ prevoius_status: null; recorded: 'approved' | 'rejected' } | EarlierAnswer);

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function documentView(row: DocumentRow): StaffDocumentView {
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

/** Where the application stands: its stage, the decisions so far and the governing body's count. */
export async function reviewView(
  db: Executor,
  quorum: number,
  history: PlanHistoryRow | null,
): Promise<ReviewView> {
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
