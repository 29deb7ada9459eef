// A coupon's uses are held from the order on (decision 022): an order made with a coupon holds one use
// until it is paid (the hold becomes a use), voided, fails, or the hold expires. The coupon row is
// locked first and the holds are counted by the next statement, so every hold-taker sees the holds
// committed before it (a single statement would count from a snapshot older than its lock).
import { addMinutes } from 'date-fns';
import { and, count, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { couponHolds, coupons } from '../../db/schema';

/**
 * How long an order holds its coupon's use: beyond the 30 minutes in which a second click reuses the
 * order, with time to finish paying in the provider's widget. A payment after that takes a use only
 * if one is still free.
 */
export const COUPON_HOLD_MINUTES = 60;

type Hold = { couponId: number; orderNumber: string; planHistoryId: number };
/** A paid order's claim on a use (a registration always has its plan history). */
type Claim = Omit<Hold, 'planHistoryId'> & { planHistoryId: number | null };

async function lockCoupon(tx: Executor, couponId: number) {
  const [row] = await tx
    .select({ usageLimit: coupons.usageLimit, usedCount: coupons.usedCount })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .for('update');
  return row;
}

/** Holds still running for this coupon, except those for `planHistoryId` (the payer's own). */
async function heldByOthers(
  tx: Executor,
  couponId: number,
  planHistoryId: number | null,
  at: Date,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(couponHolds)
    .where(
      and(
        eq(couponHolds.couponId, couponId),
        gt(couponHolds.expiresAt, at),
        planHistoryId === null ? undefined : ne(couponHolds.planHistoryId, planHistoryId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes a use of the coupon for the order about to be made; false when the uses so far and the
 * others' running holds leave none. An applicant's own earlier holds (same plan history) do not
 * count against them: only one of their orders can ever be paid.
 */
export async function holdCouponUse(db: Database, hold: Hold, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, hold.couponId);
    if (!coupon) return false;
    await tx
      .delete(couponHolds)
      .where(and(eq(couponHolds.couponId, hold.couponId), lte(couponHolds.expiresAt, at)));
    if (coupon.usageLimit !== null) {
      const held = await heldByOthers(tx, hold.couponId, hold.planHistoryId, at);
      if (coupon.usedCount + held >= coupon.usageLimit) return false;
    }
    await tx
      .insert(couponHolds)
      .values({ ...hold, expiresAt: addMinutes(at, COUPON_HOLD_MINUTES) });
    return true;
  });
}

/** Ends the holds of these orders (voided, failed): their uses are free again. */
export async function releaseCouponHolds(db: Executor, orderNumbers: string[]): Promise<void> {
  if (orderNumbers.length === 0) return;
  await db.delete(couponHolds).where(inArray(couponHolds.orderNumber, orderNumbers));
}

/**
 * In the paying transaction: counts the coupon's use for this order. Its running hold guarantees a
 * use; without one (expired, or never taken) a use is taken only if the others' holds leave one.
 * Never counts beyond the limit: false means the payment cannot be honoured at this discount.
 */
export async function redeemCouponUse(tx: Executor, hold: Claim, at: Date): Promise<boolean> {
  const coupon = await lockCoupon(tx, hold.couponId);
  if (!coupon) return false;
  const [mine] = await tx
    .delete(couponHolds)
    .where(eq(couponHolds.orderNumber, hold.orderNumber))
    .returning({ expiresAt: couponHolds.expiresAt });
  const held =
    mine && mine.expiresAt > at ? 0 : await heldByOthers(tx, hold.couponId, hold.planHistoryId, at);
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, hold.couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} + ${held}::integer < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (counted.length === 0) return false;
  // The membership is paid: the applicant's other holds can never be used.
  if (hold.planHistoryId !== null) {
    await tx.delete(couponHolds).where(eq(couponHolds.planHistoryId, hold.planHistoryId));
  }
  return true;
}
