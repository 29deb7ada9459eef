// Voiding the open orders of a plan history whose application is cancelled (security review
// finding 3): inside the cancelling transaction, so no order stays payable for a cancelled
// application. A payment the provider still takes for a voided order is refunded (confirm-payment.ts).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponHolds, orders } from '../../db/schema';
import { recordAudit } from '../audit';

/** Voids the plan history's open orders and frees their coupon holds; answers their numbers. */
export async function voidOpenOrders(
  tx: Executor,
  input: { planHistoryId: number; actor: string; reason: string },
): Promise<string[]> {
  const voided = await tx
    .update(orders)
    .set({ status: 'voided' })
    .where(and(eq(orders.planHistoryId, input.planHistoryId), eq(orders.status, 'created')))
    .returning({ number: orders.uniqueOrderId });
  // Also the hold of an order still being opened at the provider: it can never be paid now.
  await tx.delete(couponHolds).where(eq(couponHolds.planHistoryId, input.planHistoryId));
  for (const { number } of voided) {
    await recordAudit(tx, {
      actor: input.actor,
      action: 'order.voided',
      entity: 'order',
      entityId: number,
      after: { reason: input.reason, plan_history_id: input.planHistoryId },
    });
  }
  return voided.map(({ number }) => number).sort();
}
