// The TypeScript types of the value sets stored in text columns (each checked by a CHECK constraint).
// The lists themselves are defined once, in the domain's contract
// (packages/domain/src/contracts/values.ts), which the table files, the web and the route schemas read.
import type {
  APPROVAL_VALUES,
  CHANNEL_VALUES,
  DECISION_ACTOR_VALUES,
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  MANUAL_VALUES,
  ORDER_PURPOSE_VALUES,
  ORDER_STATUS_VALUES,
  OFFLINE_PAYMENT_METHOD_VALUES,
  ORDER_PROVIDER_VALUES,
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_RECORD_STATUS_VALUES,
  PIPELINE_STAGE_VALUES,
  REFUND_REASON_VALUES,
  REVIEW_STAGE_VALUES,
  REVIEW_STATUS_VALUES,
  STAFF_ROLE_VALUES,
  ZONE_CODES,
} from '@portico/domain/contracts/values';

export type ZoneCode = (typeof ZONE_CODES)[number];
export type ApprovalStatus = (typeof APPROVAL_VALUES)[number];
export type StaffRole = (typeof STAFF_ROLE_VALUES)[number];
export type Channel = (typeof CHANNEL_VALUES)[number];
export type OrderPurpose = (typeof ORDER_PURPOSE_VALUES)[number];
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];
export type RefundReason = (typeof REFUND_REASON_VALUES)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_VALUES)[number];
export type OrderProviderName = (typeof ORDER_PROVIDER_VALUES)[number];
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHOD_VALUES)[number];
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUS_VALUES)[number];
export type ManualFlag = (typeof MANUAL_VALUES)[number];
export type DocumentReviewStatus = (typeof REVIEW_STATUS_VALUES)[number];
export type ReviewStage = (typeof REVIEW_STAGE_VALUES)[number];
export type PipelineStage = (typeof PIPELINE_STAGE_VALUES)[number];
export type DecisionStage = (typeof DECISION_STAGE_VALUES)[number];
export type Decision = (typeof DECISION_VALUES)[number];
export type DecisionActorKind = (typeof DECISION_ACTOR_VALUES)[number];
