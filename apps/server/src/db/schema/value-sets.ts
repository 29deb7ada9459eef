// Value sets stored in text columns (each checked by a CHECK constraint). Every list is defined
// once, in the domain's contract (packages/domain/src/contracts/values.ts), which the web and the
// route schemas read too.
import {
  ZONE_CODES,
  JOURNEY_VALUES,
  HISTORY_TYPE_VALUES,
  COMPANY_SIZE_VALUES,
  ORG_TYPE_VALUES,
  APPROVAL_VALUES,
  PAYMENT_STATUS_VALUES,
  REVIEW_STATUS_VALUES,
  REVIEW_STAGE_VALUES,
  PIPELINE_STAGE_VALUES,
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  DECISION_ACTOR_VALUES,
  MEMBER_STATUS_VALUES,
  MANUAL_VALUES,
  STAFF_ROLE_VALUES,
  CHANNEL_VALUES,
  ORDER_PURPOSE_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_RECORD_STATUS_VALUES,
  REFUND_REASON_VALUES,
  COUPON_KIND_VALUES,
} from '@portico/domain/contracts/values';

export {
  ZONE_CODES,
  JOURNEY_VALUES,
  HISTORY_TYPE_VALUES,
  COMPANY_SIZE_VALUES,
  ORG_TYPE_VALUES,
  APPROVAL_VALUES,
  PAYMENT_STATUS_VALUES,
  REVIEW_STATUS_VALUES,
  REVIEW_STAGE_VALUES,
  PIPELINE_STAGE_VALUES,
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  DECISION_ACTOR_VALUES,
  MEMBER_STATUS_VALUES,
  MANUAL_VALUES,
  STAFF_ROLE_VALUES,
  CHANNEL_VALUES,
  ORDER_PURPOSE_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_RECORD_STATUS_VALUES,
  REFUND_REASON_VALUES,
  COUPON_KIND_VALUES,
};

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
