// Refunds and the GST credit notes they issue (issue #15): money going back is a row of its own,
// never an edit of the payment it returns, so the tax invoice and the credit note both stay as issued.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import {
  REFUND_MEMBERSHIP_EFFECT_VALUES,
  REFUND_METHOD_VALUES,
  REFUND_STATUS_VALUES,
} from '@portico/domain/contracts/values';
import { at, createdAt, id, inList, irnColumns, paise, requiredRef } from './columns';
import { orders, payments } from './payments';
import { staff } from './staff';

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: requiredRef('payment_id', () => payments.id),
    orderId: requiredRef('order_id', () => orders.id),
    amountPaise: paise('amount_paise').notNull(),
    method: text('method').$type<(typeof REFUND_METHOD_VALUES)[number]>().notNull(),
    /** The provider's refund id (method 'provider'); null for one recorded by hand. */
    providerRefundId: text('provider_refund_id').unique(),
    /** What staff give for a manual refund: cheque number, UTR, … */
    reference: text('reference'),
    status: text('status').$type<(typeof REFUND_STATUS_VALUES)[number]>().notNull(),
    reason: text('reason').notNull(),
    membershipEffect: text('membership_effect')
      .$type<(typeof REFUND_MEMBERSHIP_EFFECT_VALUES)[number]>()
      .notNull()
      .default('keep'),
    /** The membership's new expiry when the effect is 'shorten' (null otherwise). */
    shortenTo: at('shorten_to'),
    /** Who asked for it; null when it came from the provider alone (a refund made on its dashboard). */
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: createdAt(),
    processedAt: at('processed_at'),
    /**
     * The key staff's form sent with the refund (one per form opened, issue #25): the same key again
     * answers this refund instead of recording a second. Null for a refund the provider told us of.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('refunds_payment_id_idx').on(t.paymentId),
    uniqueIndex('refunds_payment_idempotency_key_idx').on(t.paymentId, t.idempotencyKey),
    index('refunds_order_id_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_method_check', inList(t.method, REFUND_METHOD_VALUES)),
    check('refunds_status_check', inList(t.status, REFUND_STATUS_VALUES)),
    check(
      'refunds_membership_effect_check',
      inList(t.membershipEffect, REFUND_MEMBERSHIP_EFFECT_VALUES),
    ),
    check(
      'refunds_shorten_to_check',
      sql`(${t.membershipEffect} = 'shorten') = (${t.shortenTo} is not null)`,
    ),
  ],
);

/**
 * A GST credit note: issued when a refund is processed, numbered in its own gapless series per
 * financial year, referring to the order's tax invoice with the same split of tax (CGST + SGST or
 * IGST) in proportion to the amount returned. Like an invoice it never changes once issued.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    /** e.g. 'CN/2627/000001' (before issue #28: 'CN/2026-27/0001'). */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    /** The refund it records; null for a credit note staff issued without one (decision 083). */
    refundId: integer('refund_id')
      .unique()
      .references(() => refunds.id),
    orderId: requiredRef('order_id', () => orders.id),
    /** The invoice it corrects, as numbered on the order when paid. */
    invoiceNumber: text('invoice_number').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull().default(0),
    sgstPaise: paise('sgst_paise').notNull().default(0),
    igstPaise: paise('igst_paise').notNull().default(0),
    /** The invoice's round off it gives back (its last credit note only), else 0. */
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    totalPaise: paise('total_paise').notNull(),
    reason: text('reason').notNull(),
    /** When the credit note was emailed to the buyer; null until then. */
    emailedAt: at('emailed_at'),
    /** The credit note as issued, everything it prints, frozen when first drawn (decision 076). */
    document: jsonb('document').$type<Record<string, unknown>>(),
    /** Who issued a credit note without a refund (decision 083); null for a refund's. */
    staffId: integer('staff_id').references(() => staff.id),
    /** The form's key of a credit note without a refund: the same key again answers this note. */
    idempotencyKey: text('idempotency_key'),
    /** The credit note's IRN from the IRP when its invoice has one (decision 086). */
    ...irnColumns(),
  },
  (t) => [
    index('credit_notes_order_id_idx').on(t.orderId),
    uniqueIndex('credit_notes_order_idempotency_key_idx').on(t.orderId, t.idempotencyKey),
    index('credit_notes_irn_waiting_idx')
      .on(t.irnNextAttemptAt, t.id)
      .where(sql`${t.irnRequired} and ${t.irn} is null`),
    index('credit_notes_issued_at_idx').on(t.issuedAt),
    check(
      'credit_notes_total_check',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} + ${t.roundOffPaise}`,
    ),
  ],
);

/** Credit note numbers: one gapless series per financial year, apart from the invoices'. */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
