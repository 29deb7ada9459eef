// Auto-renewal (decision 099). The signed-in member: GET /api/auto_renewal (what is offered, the
// mandate and its debits), POST /api/auto_renewal (turn it on with a method: the provider's
// authorisation order for the checkout), POST /api/auto_renewal/confirm (the checkout's answer),
// POST /api/auto_renewal/action (pause, resume or cancel) and the public
// POST /api/auto_renewal/cancel_link (the notice's one-tap cancel). Staff: GET and PUT
// /api/staff/auto_renewal/settings, GET /api/staff/auto_renewal/debits, GET
// /api/staff/members/:id/auto_renewal and POST /api/staff/members/:id/auto_renewal/cancel. The payer
// of an order (decision 115): GET, POST and POST …/confirm of /api/auto_renewal/after_payment/:order,
// the same for the member that paid order made, by the session that may see the order.
import { z } from 'zod';
import {
  DEBIT_DAYS_BEFORE_MAX,
  DEBIT_DAYS_BEFORE_MIN,
  MANDATE_DEBIT_STATUS_VALUES,
  MANDATE_METHOD_VALUES,
  MANDATE_STATUS_VALUES,
} from '../auto-renewal';
import { MAX_RECORD_ID } from '../record-id';
import { ORDER_NUMBER } from './payments.contract';
import { recordIdText } from '../schemas/fields';
import { registerRequestContracts } from './request-contract';
import { dataResponse, savedResponse } from './common';

const paise = z.number().int().nonnegative();
const providerId = z.string().trim().min(1).max(100);

export const staffMemberAutoRenewalParams = z.object({
  id: recordIdText('Member id must be a number'),
});

/** The paid order ('PO-000123') whose member the payer turns auto-renewal on for. */
export const afterPaymentParams = z.object({
  order: z.string().regex(ORDER_NUMBER, 'Order not found'),
});

export const autoRenewalSettings = z.object({
  offered: z.boolean(),
  /** Empty: every category. */
  category_ids: z.array(z.number().int().min(1).max(MAX_RECORD_ID)).max(500),
  debit_days_before: z
    .number({ error: 'Enter the number of days as a whole number' })
    .int('Enter the number of days as a whole number')
    .min(
      DEBIT_DAYS_BEFORE_MIN,
      `The debit must run at least ${DEBIT_DAYS_BEFORE_MIN} days before expiry`,
    )
    .max(
      DEBIT_DAYS_BEFORE_MAX,
      `The debit must run at most ${DEBIT_DAYS_BEFORE_MAX} days before expiry`,
    ),
});
export type AutoRenewalSettings = z.infer<typeof autoRenewalSettings>;
export const autoRenewalSettingsBody = autoRenewalSettings;
export const autoRenewalSettingsResponse = dataResponse(autoRenewalSettings);

export const mandateView = z.object({
  id: z.number().int(),
  method: z.enum(MANDATE_METHOD_VALUES),
  method_label: z.string(),
  status: z.enum(MANDATE_STATUS_VALUES),
  max_amount: paise,
  /** The mandate's reference, as the notice names it. */
  reference: z.string(),
  created_at: z.string(),
  /**
   * The next debit the mandate will take: its date (ISO), amount and the end of the period it renews
   * (ISO); null when none will be taken (not active, the period's debit paid, held or lapsed, or a
   * cycle that would be held: documents to confirm, a fee above the maximum). The member's home
   * tells them from it that they need not renew by hand.
   */
  next_debit: z.object({ date: z.string(), amount: paise, period_ends_at: z.string() }).nullable(),
});
export type MandateView = z.infer<typeof mandateView>;

export const debitView = z.object({
  id: z.number().int(),
  period_ends_at: z.string(),
  status: z.enum(MANDATE_DEBIT_STATUS_VALUES),
  amount: paise,
  debit_at: z.string(),
  attempts: z.number().int(),
  failure_reason: z.string().nullable(),
});
export type DebitView = z.infer<typeof debitView>;

export const memberAutoRenewal = z.object({
  offered: z.boolean(),
  /** Why it cannot be turned on, when it cannot (not offered, no renewal to pay, …). */
  unavailable_reason: z.string().nullable(),
  methods: z.array(z.object({ method: z.enum(MANDATE_METHOD_VALUES), label: z.string() })),
  renewal_amount: paise.nullable(),
  no_authentication_limit: paise,
  mandate: mandateView.nullable(),
  debits: z.array(debitView),
});
export type MemberAutoRenewal = z.infer<typeof memberAutoRenewal>;
export const memberAutoRenewalResponse = dataResponse(memberAutoRenewal);

export const registerMandateBody = z.object({
  method: z.enum(MANDATE_METHOD_VALUES, { error: 'Choose how to pay' }),
});
/** What the checkout opens to authenticate the mandate (Razorpay's `recurring: 1` checkout). */
export const registerMandateResponse = dataResponse(
  z.object({
    mandate_id: z.number().int(),
    provider: z.enum(['sandbox', 'razorpay']),
    key: z.string(),
    order_id: z.string(),
    customer_id: z.string(),
    amount: paise,
    method: z.enum(MANDATE_METHOD_VALUES),
    max_amount: paise,
    name: z.string(),
    email: z.string(),
    contact: z.string(),
  }),
);
export type MandateCheckout = z.infer<typeof registerMandateResponse>['data'];

export const confirmMandateBody = z.object({
  razorpay_payment_id: providerId,
  razorpay_order_id: providerId,
  razorpay_signature: z.string().trim().min(1).max(200),
});
export const mandateResponse = dataResponse(mandateView);

export const MANDATE_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export const mandateActionBody = z.object({
  action: z.enum(MANDATE_ACTIONS, { error: 'Choose what to do' }),
});
export const mandateActionResponse = savedResponse(mandateView.nullable());

export const cancelLinkBody = z.object({
  m: z.number().int().min(1).max(MAX_RECORD_ID),
  t: z.string().trim().min(1).max(2000),
});
export const cancelLinkResponse = z.object({ success: z.literal(true), message: z.string() });

export const staffMandateEvent = z.object({
  at: z.string(),
  kind: z.string(),
  detail: z.string().nullable(),
});
export const staffMemberAutoRenewalResponse = dataResponse(
  z.object({
    mandate: mandateView.nullable(),
    debits: z.array(debitView),
    events: z.array(staffMandateEvent),
  }),
);
export type StaffMemberAutoRenewal = z.infer<typeof staffMemberAutoRenewalResponse>['data'];

export const staffCancelMandateBody = z.object({
  reason: z
    .string({ error: 'Enter why the member asked to cancel' })
    .trim()
    .min(1, 'Enter why the member asked to cancel')
    .max(500, 'The reason must be 500 characters or fewer'),
});

export const STAFF_DEBIT_VIEWS = ['upcoming', 'failures'] as const;
export const staffDebitsQuery = z.object({
  view: z.enum(STAFF_DEBIT_VIEWS).default('upcoming'),
});
export const staffDebitRow = debitView.extend({
  member_id: z.number().int(),
  member_name: z.string(),
  member_number: z.string(),
  method: z.enum(MANDATE_METHOD_VALUES),
});
export type StaffDebitRow = z.infer<typeof staffDebitRow>;
export const staffDebitsResponse = dataResponse(z.array(staffDebitRow));

registerRequestContracts({
  autoRenewalSettingsBody,
  registerMandateBody,
  confirmMandateBody,
  mandateActionBody,
  cancelLinkBody,
  staffCancelMandateBody,
  staffDebitsQuery,
});

// Development and test hooks (absent in production): the sandbox checkout authenticating a mandate,
// a member's expiry brought near, and the cycle run with the clock of its debits moved on.
export const sandboxMandateBody = z.object({
  order_id: providerId,
  outcome: z.enum(['confirmed', 'rejected']),
  /** What the mandate's debits do from now on. */
  next_charges: z.enum(['captured', 'failed']).optional(),
});
export const sandboxMandateResponse = z.object({
  success: z.literal(true),
  response: confirmMandateBody.nullable(),
});
export const devExpiryBody = z.object({
  email: z.string().trim().email().max(200),
  days: z.number().int().min(-60).max(400),
});
export const devCycleBody = z.object({
  /** Moves the open debits' notice and date this many hours into the past first. */
  age_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(0),
});
export const devCycleResponse = dataResponse(
  z.object({
    mandatesSettled: z.number().int(),
    noticesSent: z.number().int(),
    debitsRequested: z.number().int(),
    debitsPaid: z.number().int(),
  }),
);

registerRequestContracts({ sandboxMandateBody, devExpiryBody, devCycleBody });
