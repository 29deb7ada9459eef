// Admins' test payments (Getting started, decision 072), apart from orders and payments.
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEST_PAYMENT_STATUSES } from '@portico/domain/contracts/test-payment.contract';
import { at, createdAt, id, inList, paise, requiredRef } from './columns';
import { staff } from './staff';

const TEST_PAYMENT_STATUS_VALUES = TEST_PAYMENT_STATUSES;

/**
 * An admin's test payment from Getting started (issue #27, decision 072): a table of its own, so it is
 * never an order, a member's payment, an invoice, a GST export row or a report line. Paid through the
 * configured provider and verified by its signature like every payment.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    id: id(),
    staffId: requiredRef('staff_id', () => staff.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: paise('amount_paise').notNull(),
    gstPaise: paise('gst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    status: text('status')
      .$type<(typeof TEST_PAYMENT_STATUS_VALUES)[number]>()
      .notNull()
      .default('created'),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    capturedAt: at('captured_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('test_payments_provider_order_idx').on(t.providerOrderId),
    index('test_payments_created_idx').on(t.createdAt),
    check('test_payments_status_check', inList(t.status, TEST_PAYMENT_STATUS_VALUES)),
  ],
);
