// Auto-renewal (decision 099): a member's recurring-payment mandate with the provider, each renewal
// cycle's debit, and what happened to them. A debit is one row per mandate and period end, so a cycle
// is debited at most once however many processes and webhooks race (its status moves by conditional
// updates); the money itself goes through an ordinary renewal order, confirmed as any other.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_DEBIT_DAYS_BEFORE,
  DEBIT_DAYS_BEFORE_MAX,
  DEBIT_DAYS_BEFORE_MIN,
  MANDATE_DEBIT_STATUS_VALUES,
  MANDATE_METHOD_VALUES,
  MANDATE_STATUS_VALUES,
  type MandateDebitStatus,
  type MandateMethod,
  type MandateStatus,
} from '@portico/domain/auto-renewal';
import { at, createdAt, id, inList, ownerId, paise } from './columns';
import { members } from './applications';
import { orders } from './payments';

export const mandates = pgTable(
  'mandates',
  {
    id: id(),
    memberId: ownerId('member_id', () => members.id),
    provider: text('provider').notNull(),
    method: text('method').$type<MandateMethod>().notNull(),
    status: text('status').$type<MandateStatus>().notNull(),
    /** The most one debit may take; a renewal fee above it asks the member to authorise again. */
    maxAmountPaise: paise('max_amount_paise').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    /** The provider's order the member authenticated the mandate with. */
    registrationOrderId: text('registration_order_id').notNull().unique(),
    /** The provider's token, known once the authentication payment is in. */
    providerTokenId: text('provider_token_id'),
    expiresAt: at('expires_at').notNull(),
    /** When the provider's state last written was current: older events change nothing. */
    providerStateAt: at('provider_state_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    /** Who ended it: member, staff, provider (the member at their bank) or replaced (a new method). */
    endedBy: text('ended_by'),
  },
  (t) => [
    index('mandates_member_id_idx').on(t.memberId),
    // One live mandate per member.
    uniqueIndex('mandates_one_live_idx')
      .on(t.memberId)
      .where(sql`${t.status} in ('pending', 'active', 'paused')`),
    check('mandates_method_check', inList(t.method, MANDATE_METHOD_VALUES)),
    check('mandates_status_check', inList(t.status, MANDATE_STATUS_VALUES)),
  ],
);

export const mandateDebits = pgTable(
  'mandate_debits',
  {
    id: id(),
    mandateId: ownerId('mandate_id', () => mandates.id),
    memberId: ownerId('member_id', () => members.id),
    /** The end of the period this debit renews: one debit per mandate and period. */
    periodEndsAt: at('period_ends_at').notNull(),
    status: text('status').$type<MandateDebitStatus>().notNull(),
    /** What the notice named and the debit takes (the renewal total when noticed). */
    amountPaise: paise('amount_paise').notNull(),
    /** When the debit runs: never sooner than 24 hours after the notice. */
    debitAt: at('debit_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    noticeSentAt: at('notice_sent_at'),
    /** The renewal order of the current attempt (an ordinary order, confirmed as any other). */
    orderId: integer('order_id').references(() => orders.id),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    /** The post-debit alert, or the fall-back to reminders, once sent. */
    outcomeSentAt: at('outcome_sent_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mandate_debits_cycle_idx').on(t.mandateId, t.periodEndsAt),
    index('mandate_debits_status_idx').on(t.status, t.debitAt),
    check('mandate_debits_status_check', inList(t.status, MANDATE_DEBIT_STATUS_VALUES)),
  ],
);

/** The mandate's history as staff read it: each change, by whom, and the provider's events. */
export const mandateEvents = pgTable(
  'mandate_events',
  {
    id: id(),
    mandateId: ownerId('mandate_id', () => mandates.id),
    at: at('at').notNull().defaultNow(),
    /** e.g. registered, authorised, paused, notice_sent, debit_paid, debit_failed, cancelled. */
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('mandate_events_mandate_idx').on(t.mandateId, t.at)],
);

/** The association's auto-renewal settings: one row, read on each use. */
export const autoRenewalSettings = pgTable(
  'auto_renewal_settings',
  {
    id: integer('id').primaryKey(),
    offered: boolean('offered').notNull().default(false),
    /** The categories whose members may turn it on; empty: every category. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    debitDaysBefore: integer('debit_days_before').notNull().default(DEFAULT_DEBIT_DAYS_BEFORE),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    check('auto_renewal_settings_single_row', sql`${t.id} = 1`),
    check(
      'auto_renewal_settings_days_before',
      sql`${t.debitDaysBefore} between ${sql.raw(String(DEBIT_DAYS_BEFORE_MIN))} and ${sql.raw(String(DEBIT_DAYS_BEFORE_MAX))}`,
    ),
  ],
);
