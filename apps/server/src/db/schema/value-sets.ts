// Value sets stored in text columns (each checked by a CHECK constraint). Sets the domain package
// defines are read from there, so a list is written once.
import { ORDER_TYPES } from '@portico/domain/checkout';
import {
  COMPANY_SIZES,
  HISTORY_TYPES,
  JOURNEYS,
  MANUAL_UPDATE_VALUES,
  ORG_TYPES,
  ZONES,
} from '@portico/domain/constants';

export const ZONE_CODES = ZONES;
export const JOURNEY_VALUES = JOURNEYS;
export const HISTORY_TYPE_VALUES = HISTORY_TYPES;
export const COMPANY_SIZE_VALUES = COMPANY_SIZES;
export const ORG_TYPE_VALUES = ORG_TYPES;
export const APPROVAL_VALUES = ['pending', 'approved', 'rejected'] as const;
export const PAYMENT_STATUS_VALUES = ['unpaid', 'paid'] as const;
/** Staff review of one uploaded document ('rejected' is kept for older rows; staff now set needs_replacement). */
export const REVIEW_STATUS_VALUES = [
  'pending',
  'accepted',
  'rejected',
  'needs_replacement',
] as const;
/**
 * Where an application stands in the review pipeline (decision 010): the five steps in order, then the
 * outcomes. changes_requested waits for the applicant; review resumes at changes_requested_stage.
 */
export const REVIEW_STAGE_VALUES = [
  'draft',
  'zone_manager',
  'accounts',
  'references',
  'governing_body',
  'approved',
  'changes_requested',
  'rejected',
  'cancelled',
  'paid',
] as const;
/** The stages that review (and may send an application back). */
export const PIPELINE_STAGE_VALUES = [
  'zone_manager',
  'accounts',
  'references',
  'governing_body',
] as const;
/** The step a review decision answers (each reference is its own step). */
export const DECISION_STAGE_VALUES = [
  'zone_manager',
  'accounts',
  'reference_1',
  'reference_2',
  'governing_body',
] as const;
export const DECISION_VALUES = ['approved', 'rejected', 'changes_requested'] as const;
export const DECISION_ACTOR_VALUES = ['staff', 'proposer'] as const;
export const MEMBER_STATUS_VALUES = ['active', 'expired'] as const;
/** 0: nothing asked; 1 or 4: the manual-update flags the domain names. */
export const MANUAL_VALUES = [0, ...MANUAL_UPDATE_VALUES] as const;
export const STAFF_ROLE_VALUES = [
  'admin',
  'office',
  'zone_manager',
  'accounts',
  'governing_body',
] as const;
export const CHANNEL_VALUES = ['email', 'sms'] as const;
export const ORDER_PURPOSE_VALUES = ORDER_TYPES;
/**
 * created → paid; failed when the provider refused to open it; voided when its application was
 * cancelled before it was paid (it can no longer activate anything); refund_due when a payment
 * arrived that cannot be honoured (see REFUND_REASON_VALUES: the money goes back, nothing is
 * activated).
 */
export const ORDER_STATUS_VALUES = ['created', 'paid', 'failed', 'voided', 'refund_due'] as const;
export const PAYMENT_PROVIDER_VALUES = ['sandbox', 'razorpay'] as const;
/**
 * A payment confirmed for an order is `captured`; one that cannot be honoured (the applicant paid
 * twice, the application was cancelled, the coupon was used up: `refund_reason` says which) is
 * `refund_due`: recorded, never activating anything.
 */
export const PAYMENT_RECORD_STATUS_VALUES = ['captured', 'failed', 'refund_due'] as const;
/**
 * Why a payment is to be refunded: the membership was paid already by another order, the
 * application was cancelled (or its order voided), or the order's coupon was used up by others
 * before this payment arrived (decision 022).
 */
export const REFUND_REASON_VALUES = ['already_paid', 'cancelled', 'coupon_used_up'] as const;
export const COUPON_KIND_VALUES = ['percent', 'flat'] as const;

export type ZoneCode = (typeof ZONE_CODES)[number];
export type ApprovalStatus = (typeof APPROVAL_VALUES)[number];
export type StaffRole = (typeof STAFF_ROLE_VALUES)[number];
export type Channel = (typeof CHANNEL_VALUES)[number];
export type OrderPurpose = (typeof ORDER_PURPOSE_VALUES)[number];
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];
export type RefundReason = (typeof REFUND_REASON_VALUES)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_VALUES)[number];
export type ManualFlag = (typeof MANUAL_VALUES)[number];
export type DocumentReviewStatus = (typeof REVIEW_STATUS_VALUES)[number];
export type ReviewStage = (typeof REVIEW_STAGE_VALUES)[number];
export type PipelineStage = (typeof PIPELINE_STAGE_VALUES)[number];
export type DecisionStage = (typeof DECISION_STAGE_VALUES)[number];
export type Decision = (typeof DECISION_VALUES)[number];
export type DecisionActorKind = (typeof DECISION_ACTOR_VALUES)[number];
