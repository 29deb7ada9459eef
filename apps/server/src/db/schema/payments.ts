// Orders and payments (the coupons they use: coupons.ts).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_GST_RATE_BASIS_POINTS } from '@portico/domain/constants';
import { at, createdAt, id, inList, irnColumns, paise, requiredRef } from './columns';
import {
  ORDER_PURPOSE_VALUES,
  ORDER_STATUS_VALUES,
  OFFLINE_PAYMENT_METHOD_VALUES,
  ORDER_PROVIDER_VALUES,
  PAYMENT_RECORD_STATUS_VALUES,
  REFUND_REASON_VALUES,
} from '@portico/domain/contracts/values';
import type {
  OfflinePaymentMethod,
  OrderPurpose,
  OrderProviderName,
  OrderStatus,
  RefundReason,
  PaymentProviderName,
} from './value-sets';
import { applications, members } from './applications';
import { teamPeople } from './team';
import { membershipCategories } from './catalog';
import { planHistory } from './plan-history';
import { coupons } from './coupons';
import { staff } from './staff';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Readable order number shown on receipts and in the thank-you route. */
    uniqueOrderId: text('unique_order_id').notNull().unique(),
    applicationId: integer('application_id').references(() => applications.id),
    memberId: integer('member_id').references(() => members.id),
    planHistoryId: integer('plan_history_id').references(() => planHistory.id),
    categoryId: requiredRef('category_id', () => membershipCategories.id),
    purpose: text('purpose').$type<OrderPurpose>().notNull(),
    joiningFeePaise: paise('joining_fee_paise').notNull().default(0),
    discountPaise: paise('discount_paise').notNull().default(0),
    annualFeePaise: paise('annual_fee_paise').notNull().default(0),
    taxablePaise: paise('taxable_paise').notNull(),
    gstPaise: paise('gst_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull().default(0),
    sgstPaise: paise('sgst_paise').notNull().default(0),
    igstPaise: paise('igst_paise').notNull().default(0),
    /** What rounded the total to the rupee ("Round off" on in Settings), −50 to +49; else 0. */
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    totalPaise: paise('total_paise').notNull(),
    /**
     * The GST rate the order was charged at, basis points (1800 = 18%): the association's setting
     * when the order was made. Its invoice and credit notes print and check this, never the setting.
     */
    gstRateBasisPoints: integer('gst_rate_basis_points')
      .notNull()
      .default(DEFAULT_GST_RATE_BASIS_POINTS),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** The card provider, or 'offline' for a payment accounts staff recorded by hand. */
    provider: text('provider').$type<OrderProviderName>().notNull(),
    providerOrderId: text('provider_order_id').unique(),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    /**
     * The company's team person who placed the order (decision 110), for the audit log; null for
     * the account holder's older orders, staff's and the portal's. Never the invoice's buyer.
     */
    placedByPersonId: integer('placed_by_person_id').references(() => teamPeople.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    /** The tax invoice's number, in the series of its financial year (April–March), set when paid. */
    invoiceNumber: text('invoice_number').unique(),
    /**
     * The tax invoice's recipient as it was when paid (the invoice never changes after it is issued,
     * whatever the member updates later): name, company, GSTIN (null: unregistered), address.
     */
    billedName: text('billed_name'),
    billedCompany: text('billed_company'),
    billedGstin: text('billed_gstin'),
    billedAddress: text('billed_address'),
    /** The recipient's city and PIN code when paid (decision 085); null when not given then. */
    billedCity: text('billed_city'),
    billedPin: text('billed_pin'),
    /** The category and coupon code as named when paid (staff may rename both later). */
    categoryName: text('category_name'),
    couponCode: text('coupon_code'),
    /**
     * Place of supply when paid, its state name and GST code from one source (place-of-supply.ts):
     * CGST + SGST inside the association's state, IGST outside. The code is null on orders paid
     * before it was stored (their place is read back from the name and the tax split).
     */
    placeOfSupplyState: text('place_of_supply_state'),
    placeOfSupplyCode: text('place_of_supply_code'),
    /**
     * Renewals: the period bought, fixed when the order is made (expiry + 1 minute to expiry + 1
     * year). A payment for a membership renewed meanwhile by another order is refund_due.
     */
    periodStartsAt: at('period_starts_at'),
    periodEndsAt: at('period_ends_at'),
    /** When the receipt (tax invoice) was emailed; null until the receipt job has sent it. */
    receiptEmailedAt: at('receipt_emailed_at'),
    /**
     * The tax invoice as issued: everything it prints (seller, buyer, lines, tax, dates; the logo by
     * its file key), frozen when first drawn; its PDF is drawn from this forever (decision 076).
     */
    invoiceDocument: jsonb('invoice_document').$type<Record<string, unknown>>(),
    /**
     * A re-billed invoice (status 'rebilled', decision 083): the order whose invoice it replaces for
     * the same supply, that invoice credited in full. No payment of its own: the original's stands.
     */
    rebilledFromOrderId: integer('rebilled_from_order_id').references((): AnyPgColumn => orders.id),
    /** The invoice's IRN from the IRP when e-invoicing applies (decision 086). */
    ...irnColumns(),
  },
  (t) => [
    uniqueIndex('orders_rebilled_from_order_id_idx').on(t.rebilledFromOrderId),
    index('orders_application_id_idx').on(t.applicationId),
    index('orders_plan_history_id_idx').on(t.planHistoryId),
    index('orders_member_id_idx').on(t.memberId),
    index('orders_status_idx').on(t.status),
    /** The tax invoices by date: the back office's invoice search and the GST export's period. */
    /** The documents that wait for an IRN: the e-invoicing job's and the back office's list. */
    index('orders_irn_waiting_idx')
      .on(t.irnNextAttemptAt, t.id)
      .where(sql`${t.irnRequired} and ${t.irn} is null`),
    index('orders_invoice_paid_at_idx')
      .on(t.paidAt, t.id)
      .where(sql`${t.invoiceNumber} is not null`),
    check('orders_purpose_check', inList(t.purpose, ORDER_PURPOSE_VALUES)),
    check('orders_status_check', inList(t.status, ORDER_STATUS_VALUES)),
    check('orders_provider_check', inList(t.provider, ORDER_PROVIDER_VALUES)),
    check(
      'orders_total_check',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.gstPaise} + ${t.roundOffPaise} and ${t.gstPaise} = ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check('orders_gst_rate_check', sql`${t.gstRateBasisPoints} between 0 and 10000`),
    check(
      'orders_rebilled_check',
      sql`(${t.status} = 'rebilled') = (${t.rebilledFromOrderId} is not null)`,
    ),
    check('orders_owner_check', sql`${t.applicationId} is not null or ${t.memberId} is not null`),
    check(
      'orders_invoice_billed_check',
      sql`${t.invoiceNumber} is null or (${t.billedName} is not null and ${t.billedCompany} is not null and ${t.placeOfSupplyState} is not null and ${t.categoryName} is not null)`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<(typeof PAYMENT_RECORD_STATUS_VALUES)[number]>().notNull(),
    /** Why a refund_due payment is to be refunded (null for any other). */
    refundReason: text('refund_reason').$type<RefundReason>(),
    /** What the provider sent, for support and reconciliation. */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    /**
     * An offline payment (its order's provider 'offline'): how it was received, the cheque number
     * or UTR, the bank, the date the money arrived and who recorded it. Null for card payments.
     */
    offlineMethod: text('offline_method').$type<OfflinePaymentMethod>(),
    offlineReference: text('offline_reference'),
    offlineBank: text('offline_bank'),
    receivedOn: date('received_on', { mode: 'string' }),
    recordedBy: integer('recorded_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    check(
      'payments_offline_method_check',
      sql`${t.offlineMethod} is null or ${inList(t.offlineMethod, OFFLINE_PAYMENT_METHOD_VALUES)}`,
    ),
    index('payments_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'refund_due'`),
    check('payments_status_check', inList(t.status, PAYMENT_RECORD_STATUS_VALUES)),
    check(
      'payments_refund_reason_check',
      sql`(${t.status} = 'refund_due') = (${t.refundReason} is not null) and (${t.refundReason} is null or ${inList(t.refundReason, REFUND_REASON_VALUES)})`,
    ),
  ],
);

/**
 * A use of a coupon held for an order from when it is made (decision 022): a coupon is offered
 * only while its uses so far plus the holds still running stay below its limit. A hold ends when
 * its order is paid (it becomes a use), voided or fails, or when it expires; keyed by the order's
 * number because it is taken before the provider opens the order and our row is written.
 */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    orderNumber: text('order_number').primaryKey(),
    couponId: requiredRef('coupon_id', () => coupons.id),
    planHistoryId: requiredRef('plan_history_id', () => planHistory.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_holds_coupon_idx').on(t.couponId, t.expiresAt),
    index('coupon_holds_plan_history_idx').on(t.planHistoryId),
  ],
);

/** Webhook deliveries already handled: providers retry, so each event id is processed once. */
export const paymentEvents = pgTable('payment_events', {
  id: id(),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  receivedAt: at('received_at').notNull().defaultNow(),
  processedAt: at('processed_at'),
});

/**
 * A payment the provider reported as failed: the browser's `unsuccessful` call and the webhook both
 * report a declined card, and make one row per provider payment id (what the second adds, e.g. the
 * browser's history id, is merged in).
 */
export const paymentFailures = pgTable(
  'payment_failures',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id),
    planHistoryId: integer('plan_history_id').references(() => planHistory.id),
    providerPaymentId: text('provider_payment_id'),
    code: text('code'),
    description: text('description'),
    reason: text('reason'),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_failures_order_id_idx').on(t.orderId),
    uniqueIndex('payment_failures_provider_payment_id_idx').on(t.providerPaymentId),
  ],
);

/** Tax invoice numbers: one gapless series per financial year, taken when an order is paid. */
export const invoiceSeries = pgTable('invoice_series', {
  /** e.g. '2026-27'. */
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });
