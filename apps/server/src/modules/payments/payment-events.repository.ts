// The provider's webhook deliveries: each event id recorded once and marked when processed, since
// providers retry a delivery until it is acknowledged.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import type { PaymentProviderName } from '../../db/schema';

/** Records a delivery; answers whether it was already processed (providers retry). */
export async function recordEvent(
  db: Executor,
  event: { provider: PaymentProviderName; eventId: string; type: string; payload: unknown },
): Promise<{ alreadyProcessed: boolean }> {
  await db
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      payload: event.payload as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: paymentEvents.eventId });
  const [row] = await db
    .select({ processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, event.eventId));
  return { alreadyProcessed: row?.processedAt !== null && row?.processedAt !== undefined };
}

export async function markEventProcessed(db: Executor, eventId: string, at: Date): Promise<void> {
  await db.update(paymentEvents).set({ processedAt: at }).where(eq(paymentEvents.eventId, eventId));
}
