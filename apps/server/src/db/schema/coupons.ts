// Coupons and the categories each is restricted to.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { COUPON_KIND_VALUES } from '@portico/domain/contracts/values';
import { at, createdAt, id, inList, ownerId, requiredRef } from './columns';
import { membershipCategories } from './catalog';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<(typeof COUPON_KIND_VALUES)[number]>().notNull(),
    /** Percent (0–100) for percent coupons, paise for flat ones. */
    value: integer('value').notNull(),
    /** Shown when the coupon cannot be applied. */
    message: text('message'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_kind_check', inList(t.kind, COUPON_KIND_VALUES)),
    check(
      'coupons_value_check',
      sql`${t.value} >= 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
  ],
);

/** The categories a coupon is restricted to (decision 011); a coupon without rows applies to all. */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: ownerId('coupon_id', () => coupons.id),
    categoryId: requiredRef('category_id', () => membershipCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.categoryId] }),
    index('coupon_categories_category_id_idx').on(t.categoryId),
  ],
);
