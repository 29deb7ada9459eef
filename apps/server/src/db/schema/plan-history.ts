import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ownerId, requiredRef, updatedAt } from './columns';
import {
  HISTORY_TYPE_VALUES,
  APPROVAL_VALUES,
  PAYMENT_STATUS_VALUES,
  REVIEW_STAGE_VALUES,
  PIPELINE_STAGE_VALUES,
} from '@portico/domain/contracts/values';
import type { ApprovalStatus, ReviewStage, PipelineStage } from './value-sets';
import { applications } from './applications';
import { membershipCategories } from './catalog';

/**
 * One row per membership event of an application: the first registration, an upgrade or a revival of
 * a lapsed membership. The review approvals and the payment state live here.
 */
export const planHistory = pgTable(
  'plan_history',
  {
    id: id(),
    applicationId: ownerId('application_id', () => applications.id),
    categoryId: requiredRef('category_id', () => membershipCategories.id),
    historyType: text('history_type')
      .$type<(typeof HISTORY_TYPE_VALUES)[number]>()
      .notNull()
      .default('new'),
    /** The application form was completed for this history row (a second new application is refused). */
    appFilled: boolean('app_filled').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    approvalZm: text('approval_zm').$type<ApprovalStatus>().notNull().default('pending'),
    approvalZmAt: at('approval_zm_at'),
    approvalAccounts: text('approval_accounts')
      .$type<ApprovalStatus>()
      .notNull()
      .default('pending'),
    approvalAccountsAt: at('approval_accounts_at'),
    referenceCheck1: text('reference_check_1').$type<ApprovalStatus>().notNull().default('pending'),
    referenceCheck1At: at('reference_check_1_at'),
    referenceCheck2: text('reference_check_2').$type<ApprovalStatus>().notNull().default('pending'),
    referenceCheck2At: at('reference_check_2_at'),
    /** The governing body approves twice (two members of the body). */
    approvalGoverning1: text('approval_governing_1')
      .$type<ApprovalStatus>()
      .notNull()
      .default('pending'),
    approvalGoverning1At: at('approval_governing_1_at'),
    approvalGoverning2: text('approval_governing_2')
      .$type<ApprovalStatus>()
      .notNull()
      .default('pending'),
    approvalGoverning2At: at('approval_governing_2_at'),
    paymentStatus: text('payment_status')
      .$type<(typeof PAYMENT_STATUS_VALUES)[number]>()
      .notNull()
      .default('unpaid'),
    /** After this moment the emailed payment link no longer opens the checkout. */
    paymentLinkExpiresAt: at('payment_link_expires_at'),
    /** The pipeline stage (decision 010); the approval columns above stay the review's source. */
    reviewStage: text('review_stage').$type<ReviewStage>().notNull().default('draft'),
    /** The stage that sent the application back; review resumes there on resubmit. */
    changesRequestedStage: text('changes_requested_stage').$type<PipelineStage>(),
    /**
     * An upgrade reviewed by one stage only (decision 114): its approval there approves the upgrade.
     * null: the pipeline's whole order. Kept from the submit, as the setting may change meanwhile.
     */
    reviewEndsAfter: text('review_ends_after').$type<'accounts' | 'governing_body'>(),
    /** Form field and document names the last send-back asked to change. */
    changesRequestedFields: jsonb('changes_requested_fields')
      .$type<string[]>()
      .notNull()
      .default([]),
    changesNote: text('changes_note'),
    membershipExpiry: at('membership_expiry'),
    companyName: text('company_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plan_history_application_id_idx').on(t.applicationId),
    /**
     * One row per application and journey (the row the review reads and the queue joins, decision 011);
     * revivals may repeat.
     */
    uniqueIndex('plan_history_application_journey_idx')
      .on(t.applicationId, t.historyType)
      .where(sql`${t.historyType} in ('new', 'upgrade')`),
    index('plan_history_payment_status_idx').on(t.paymentStatus),
    index('plan_history_review_stage_idx').on(t.reviewStage),
    check('plan_history_review_stage_check', inList(t.reviewStage, REVIEW_STAGE_VALUES)),
    check(
      'plan_history_changes_requested_stage_check',
      sql`${t.changesRequestedStage} is null or ${inList(t.changesRequestedStage, PIPELINE_STAGE_VALUES)}`,
    ),
    check(
      'plan_history_review_ends_after_check',
      sql`${t.reviewEndsAfter} is null or ${t.reviewEndsAfter} in ('accounts', 'governing_body')`,
    ),
    check('plan_history_history_type_check', inList(t.historyType, HISTORY_TYPE_VALUES)),
    check('plan_history_payment_status_check', inList(t.paymentStatus, PAYMENT_STATUS_VALUES)),
    check(
      'plan_history_approvals_check',
      sql`${inList(t.approvalZm, APPROVAL_VALUES)} and ${inList(t.approvalAccounts, APPROVAL_VALUES)}
        and ${inList(t.referenceCheck1, APPROVAL_VALUES)} and ${inList(t.referenceCheck2, APPROVAL_VALUES)}
        and ${inList(t.approvalGoverning1, APPROVAL_VALUES)} and ${inList(t.approvalGoverning2, APPROVAL_VALUES)}`,
    ),
  ],
);
