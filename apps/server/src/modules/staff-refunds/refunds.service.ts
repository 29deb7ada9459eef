// The payments staff must refund (accounts and admin read them): a second payment for a paid
// membership, a payment for a cancelled application, or one whose coupon was used up meanwhile.
// Each is listed until refunds processed (by the provider or by hand) cover it (issue #15).
import { paiseToRupees } from '@portico/domain/money';
import type { Database } from '../../db/client';
import type { PageResult, Paging } from '../../lib/list-query';
import { countRefunds, refundsPage, type RefundListRow } from './refunds.repository';
import type { RefundItem } from '@portico/domain/contracts/refunds.contract';

export type { RefundItem };

function toRefundItem(row: RefundListRow): RefundItem {
  return {
    payment_id: row.paymentId,
    refunded: paiseToRupees(row.refundedPaise),
    pending: paiseToRupees(row.pendingPaise),
    provider_payment_id: row.providerPaymentId,
    unique_order_id: row.uniqueOrderId,
    purpose: row.purpose,
    order_status: row.orderStatus,
    amount: paiseToRupees(row.amountPaise),
    reason: row.reason,
    application_id: row.applicationId,
    member_id: row.memberId,
    name: row.name,
    email: row.email,
    recorded_at: row.recordedAt.toISOString(),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;

export function createRefundsService(db: Database) {
  return {
    async list(paging: Paging): Promise<PageResult<RefundItem>> {
      const [rows, total] = await Promise.all([refundsPage(db, paging), countRefunds(db)]);
      return { items: rows.map(toRefundItem), total, ...paging };
    },
  };
}
