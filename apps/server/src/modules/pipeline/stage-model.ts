// The review pipeline's rules without I/O (decision 010): the order of the stages, who may act at each,
// where a final submit lands and how the governing body's quorum fills the two approval columns.
import type { PipelineStage, ReviewStage, StaffRole, ZoneCode, planHistory } from '../../db/schema';

/** The stages a staff approval completes (the references are answered by the proposers). */
export const STAFF_STAGES = ['zone_manager', 'accounts', 'governing_body'] as const;
export type StaffStage = (typeof STAFF_STAGES)[number];

/** Outcomes after which nothing more happens to the application. */
export const FINAL_STAGES: readonly ReviewStage[] = ['rejected', 'cancelled', 'paid'];

/** Roles that take part in the review (office staff only cancel). */
export const REVIEWER_ROLES: readonly StaffRole[] = [
  'admin',
  'zone_manager',
  'accounts',
  'governing_body',
];

/** Roles that may cancel an application. */
export const CANCEL_ROLES: readonly StaffRole[] = ['admin', 'office'];

export const STAGE_LABELS: Record<ReviewStage, string> = {
  draft: 'Draft (not submitted)',
  zone_manager: 'Zone manager review',
  accounts: 'Accounts review',
  references: 'Reference checks',
  governing_body: 'Governing body approval',
  approved: 'Approved, awaiting payment',
  changes_requested: 'Changes requested from the applicant',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  paid: 'Paid',
};

/** The stage after each reviewing stage's approval. */
export const NEXT_STAGE: Record<PipelineStage, ReviewStage> = {
  zone_manager: 'accounts',
  accounts: 'references',
  references: 'governing_body',
  governing_body: 'approved',
};

const STAGE_ROLE: Record<StaffStage, StaffRole> = {
  zone_manager: 'zone_manager',
  accounts: 'accounts',
  governing_body: 'governing_body',
};

export type Reviewer = { roles: readonly StaffRole[]; zones: readonly string[] };

export function isStaffStage(stage: ReviewStage): stage is StaffStage {
  return (STAFF_STAGES as readonly string[]).includes(stage);
}

const has = (reviewer: Reviewer, role: StaffRole) => reviewer.roles.includes(role);

/**
 * The application is out of this staff member's reach (403 rather than 409): no reviewing role at
 * all, or a zone manager of another zone (for the zone-manager stage, or whenever being a zone
 * manager is all the member is).
 */
export function isOutOfReach(reviewer: Reviewer, zone: ZoneCode | null, stage: ReviewStage) {
  if (!reviewer.roles.some((role) => REVIEWER_ROLES.includes(role))) return true;
  if (has(reviewer, 'admin')) return false;
  const ownZone = zone !== null && reviewer.zones.includes(zone);
  if (ownZone) return false;
  const onlyZoneManager = !has(reviewer, 'accounts') && !has(reviewer, 'governing_body');
  return onlyZoneManager || (stage === 'zone_manager' && has(reviewer, 'zone_manager'));
}

/**
 * May this staff member approve, send back or reject at the application's current stage? Admin may
 * act at every staff stage; a zone manager only in their zones; accounts and governing body only at
 * their own stage. Nobody approves for the proposers.
 */
export function mayActAt(reviewer: Reviewer, stage: ReviewStage, zone: ZoneCode | null): boolean {
  if (!isStaffStage(stage)) return false;
  if (has(reviewer, 'admin')) return true;
  if (stage === 'zone_manager') {
    return has(reviewer, 'zone_manager') && zone !== null && reviewer.zones.includes(zone);
  }
  return has(reviewer, STAGE_ROLE[stage]);
}

export function mayCancel(reviewer: Reviewer, stage: ReviewStage): boolean {
  return (
    reviewer.roles.some((role) => CANCEL_ROLES.includes(role)) && !FINAL_STAGES.includes(stage)
  );
}

/**
 * Where the final submit (step_4 with is_draft 0) takes the application: a draft starts the review,
 * a sent-back application resumes at the stage that sent it back; any other stage stays.
 */
export function stageAfterSubmit(
  history: Pick<typeof planHistory.$inferSelect, 'reviewStage' | 'changesRequestedStage'>,
): ReviewStage {
  if (history.reviewStage === 'draft') return 'zone_manager';
  if (history.reviewStage === 'changes_requested') {
    return history.changesRequestedStage ?? 'zone_manager';
  }
  return history.reviewStage;
}

export type GoverningApprovals = {
  approvalGoverning1?: 'approved';
  approvalGoverning2?: 'approved';
};

/**
 * The approval columns a governing-body approval sets, given how many distinct members have now
 * approved in this round: the first approval fills approval_governing_1, reaching the quorum fills
 * approval_governing_2 (both at once when the quorum is 1). The review shows the body's step
 * completed only when both are set, i.e. exactly when the quorum is reached.
 */
export function governingApprovals(distinctApprovers: number, quorum: number): GoverningApprovals {
  const result: GoverningApprovals = {};
  if (distinctApprovers >= 1) result.approvalGoverning1 = 'approved';
  if (distinctApprovers >= quorum) result.approvalGoverning2 = 'approved';
  return result;
}
