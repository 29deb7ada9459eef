// Every list of values the API, the database's check lists and the screens share, defined once.
// Lists that already had a home in the domain package (zones, journeys, order types, reminder stages)
// are re-exported from it under the names the server and the contracts use.
import { COMPANY_SIZES, HISTORY_TYPES, JOURNEYS, ORG_TYPES, ZONES } from '../constants';
import { ORDER_TYPES } from '../checkout';
import { REMINDER_STAGE_VALUES } from '../reminders';

export { ORDER_TYPES, REMINDER_STAGE_VALUES };
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
/** What staff may set on a document (the other statuses are the starting point or older rows). */
export const DOCUMENT_DECISION_VALUES = ['accepted', 'needs_replacement'] as const;
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
export const MANUAL_VALUES = [0, 1, 4] as const;
/** A company's team (issue #31): what a person may do for the member company (decision 110). */
export const TEAM_ROLE_VALUES = ['admin', 'billing', 'contact'] as const;
/** An invited person becomes active when they first sign in with a code; removed ones cannot. */
export const TEAM_STATUS_VALUES = ['invited', 'active', 'removed'] as const;
/** A request to transfer a company's account, where the association approves transfers (118). */
export const TEAM_TRANSFER_STATUS_VALUES = [
  'open',
  'approved',
  'refused',
  'withdrawn',
  'cancelled',
] as const;
export const STAFF_ROLE_VALUES = [
  'admin',
  'office',
  'zone_manager',
  'accounts',
  'governing_body',
] as const;
export const CHANNEL_VALUES = ['email', 'sms', 'whatsapp'] as const;
/**
 * Where a message stands in the outbox (issue #16): `pending` until a worker claims it, `sending` while
 * one holds its lease, `sent` once the provider accepted it, then `delivered` and `read` as the
 * provider reports them; `failed` after the last retry or a provider's final refusal (staff may resend).
 */
export const OUTBOX_STATUS_VALUES = [
  'pending',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
/** What an order pays for: the checkout's order types. */
export const ORDER_PURPOSE_VALUES = ORDER_TYPES;
/**
 * created → paid; failed when the provider refused to open it; voided when its application was
 * cancelled before it was paid (it can no longer activate anything); refund_due when a payment
 * arrived that cannot be honoured (see REFUND_REASON_VALUES: the money goes back, nothing is
 * activated).
 */
export const ORDER_STATUS_VALUES = [
  'created',
  'paid',
  'failed',
  'voided',
  'refund_due',
  // An invoice issued again for a paid order's supply (decision 083): no payment of its own.
  'rebilled',
] as const;
export const PAYMENT_PROVIDER_VALUES = ['sandbox', 'razorpay'] as const;
/**
 * Who took an order's money: a card provider, or the association itself ('offline': a cheque,
 * NEFT/RTGS, UPI or cash payment that accounts staff record by hand, issue #15).
 */
export const ORDER_PROVIDER_VALUES = [...PAYMENT_PROVIDER_VALUES, 'offline'] as const;
/** How an offline payment was received. */
export const OFFLINE_PAYMENT_METHOD_VALUES = ['cheque', 'neft_rtgs', 'upi', 'cash'] as const;
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
/** How money went back: through the provider's refund API (card payments) or recorded by hand. */
export const REFUND_METHOD_VALUES = ['provider', 'manual'] as const;
/** A provider refund is `pending` until its webhook (or the API's answer) says processed or failed. */
export const REFUND_STATUS_VALUES = ['pending', 'processed', 'failed'] as const;
/** What a refund of a membership payment does to the membership it bought, as staff choose. */
export const REFUND_MEMBERSHIP_EFFECT_VALUES = ['keep', 'end', 'shorten'] as const;
/** The GST documents the portal issues: a tax invoice when an order is paid, a credit note when it is refunded. */
export const BILLING_DOCUMENT_KIND_VALUES = ['invoice', 'credit_note'] as const;
/** A buyer with a GSTIN is B2B (registered), one without B2C. */
export const BUYER_TYPE_VALUES = ['b2b', 'b2c'] as const;
export const COUPON_KIND_VALUES = ['percent', 'flat'] as const;
/** Sort keys of the back office's review queue ('-' first: descending). */
export const QUEUE_SORTS = [
  'submitted_at',
  '-submitted_at',
  'name',
  '-name',
  'app_id',
  '-app_id',
] as const;
/** Sort keys of the back office's members list ('-' first: descending). */
export const MEMBER_SORTS = [
  'name',
  '-name',
  'company_name',
  '-company_name',
  'member_number',
  '-member_number',
  'expires_at',
  '-expires_at',
] as const;
/** The emails and SMS whose texts the admin edits in the back office (message templates). */
export const MESSAGE_TEMPLATE_KINDS = [
  'review_request_submitted_email',
  'review_request_resubmitted_email',
  'review_request_advanced_email',
  'reference_request_email',
  'changes_requested_email',
  'changes_requested_sms',
  'rejected_email',
  'rejected_sms',
  'cancelled_email',
  'approved_for_payment_email',
  'approved_for_payment_sms',
  'receipt_email',
  'verification_code_email',
  'verification_code_sms',
  'login_code_email',
  'login_code_sms',
  'staff_login_code_email',
  'renewal_reminder_email',
  'renewal_reminder_sms',
  'renewal_expired_email',
  'renewal_expired_sms',
  'data_request_completed_email',
  'data_request_refused_email',
  'application_received_email',
  'application_received_sms',
] as const;
export type MessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];
/**
 * The messages that go to a mobile number (issue #16), whatever their channel: each has an SMS DLT
 * template id and a WhatsApp template of its own (docs/messages.md). An outbox row's kind is one of
 * these, or one with `_sms` / `_whatsapp` after it ('rejected_sms').
 */
export const TEXT_MESSAGE_KINDS = [
  'verification_code',
  'login_code',
  'changes_requested',
  'rejected',
  'approved_for_payment',
  'renewal_reminder',
] as const;
/**
 * Texts sent only where their SMS DLT template or WhatsApp template is configured, skipped otherwise
 * (decision 088): production does not require them, so adding one blocks no deployment's upgrade.
 */
export const OPTIONAL_TEXT_MESSAGE_KINDS = [
  'application_received',
  'auto_renewal_notice',
  'team_invitation',
] as const;
/** Every text kind: the required ones, then the optional ones. */
export const ALL_TEXT_MESSAGE_KINDS = [
  ...TEXT_MESSAGE_KINDS,
  ...OPTIONAL_TEXT_MESSAGE_KINDS,
] as const;
export type TextMessageKind = (typeof ALL_TEXT_MESSAGE_KINDS)[number];
/** The code kinds: the authentication WhatsApp template, and SMS as the fallback. */
export const CODE_MESSAGE_KINDS = ['verification_code', 'login_code'] as const;
/**
 * How a proposer's email address and mobile number compare with the members' records: both on one
 * member ('member'), neither, only one of them, or each on a different member.
 */
export const PROPOSER_MATCHES = [
  'member',
  'none',
  'email_only',
  'mobile_only',
  'different_members',
] as const;
export type ProposerMatch = (typeof PROPOSER_MATCHES)[number];
