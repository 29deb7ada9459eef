// SQL of failed payments: the browser's and the webhook's reports of one, merged.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentFailures } from '../../db/schema';

/**
 * Records a failed payment once per provider payment id: the browser's report and the webhook's
 * arrive in either order, and the second only fills in what the first did not know (the browser's
 * history id, the webhook's order). A report naming another order than the one on record changes
 * nothing. Without a payment id (a widget error before any payment) each report is its own row.
 */
export async function recordPaymentFailure(
  db: Executor,
  values: typeof paymentFailures.$inferInsert,
): Promise<void> {
  await db
    .insert(paymentFailures)
    .values(values)
    .onConflictDoUpdate({
      target: paymentFailures.providerPaymentId,
      set: {
        orderId: sql`coalesce(${paymentFailures.orderId}, excluded.order_id)`,
        planHistoryId: sql`coalesce(${paymentFailures.planHistoryId}, excluded.plan_history_id)`,
        code: sql`coalesce(${paymentFailures.code}, excluded.code)`,
        description: sql`coalesce(${paymentFailures.description}, excluded.description)`,
        reason: sql`coalesce(${paymentFailures.reason}, excluded.reason)`,
        raw: sql`coalesce(excluded.raw, '{}'::jsonb) || coalesce(${paymentFailures.raw}, '{}'::jsonb)`,
      },
      setWhere: sql`${paymentFailures.orderId} is null or excluded.order_id is null
        or ${paymentFailures.orderId} = excluded.order_id`,
    });
}
