import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponCategories, coupons, membershipCategories } from '../../db/schema';
import { requireRow } from '../../lib/require-row';
import { insertRow } from '../../lib/insert-row';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'usedCount'>;
export type CouponWithCategories = CouponRow & { categoryIds: number[] };

async function withCategories(db: Executor, rows: CouponRow[]): Promise<CouponWithCategories[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(couponCategories)
    .where(
      inArray(
        couponCategories.couponId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(couponCategories.categoryId));
  return rows.map((row) => ({
    ...row,
    categoryIds: links.filter((link) => link.couponId === row.id).map((link) => link.categoryId),
  }));
}

export async function findCoupons(db: Executor): Promise<CouponWithCategories[]> {
  return withCategories(db, await db.select().from(coupons).orderBy(asc(coupons.code)));
}

export async function lockCoupon(
  tx: Executor,
  id: number,
): Promise<CouponWithCategories | undefined> {
  const rows = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return (await withCategories(tx, rows))[0];
}

/** A coupon other than `exceptId` with this code, compared without case. */
export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  return rows.some((row) => row.id !== exceptId);
}

/** Of these category ids, the ones that do not exist. */
export async function unknownCategoryIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: membershipCategories.id })
    .from(membershipCategories)
    .where(inArray(membershipCategories.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertCoupon(tx: Executor, values: CouponValues): Promise<CouponRow> {
  return insertRow(tx, coupons, values);
}

export async function updateCoupon(
  tx: Executor,
  id: number,
  values: Partial<CouponValues>,
): Promise<CouponRow> {
  return requireRow(
    Object.keys(values).length > 0
      ? await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning()
      : await tx.select().from(coupons).where(eq(coupons.id, id)),
    `coupon ${id} vanished during its update`,
  );
}

export async function replaceCouponCategories(
  tx: Executor,
  couponId: number,
  categoryIds: number[],
): Promise<void> {
  await tx.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
  if (categoryIds.length > 0) {
    await tx
      .insert(couponCategories)
      .values(categoryIds.map((categoryId) => ({ couponId, categoryId })));
  }
}
