// SQL of orders: made once with the number drawn for them, found by our number or the provider's,
// reused by a second click, and listed for reconciliation. Hot statements are built once.
import { and, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { orders } from '../../db/schema';
import { statement } from '../../db/statement';
import { requireRow } from '../../lib/require-row';
import { formatSerial } from './number-series';
import type { OrderInsert, OrderRow } from './payment-rows';
import { firstRow } from '../../lib/first-row';
import { hasTaxInvoice } from '../../lib/payment-rows';

/** The columns an order is made with (its number drawn by findReusableOrder). */
export type NewOrder = Pick<
  OrderInsert,
  | 'uniqueOrderId'
  | 'applicationId'
  | 'memberId'
  | 'planHistoryId'
  | 'categoryId'
  | 'purpose'
  | 'joiningFeePaise'
  | 'discountPaise'
  | 'annualFeePaise'
  | 'taxablePaise'
  | 'gstPaise'
  | 'igstPaise'
  | 'roundOffPaise'
  | 'totalPaise'
  | 'gstRateBasisPoints'
  | 'couponId'
  | 'provider'
> & {
  providerOrderId: string | null;
  status: 'created' | 'failed';
  periodStartsAt: Date | null;
  periodEndsAt: Date | null;
  /** The team person placing it (decision 110); none for the holder's older tokens, staff's. */
  placedByPersonId?: number | null;
};

const NEW_ORDER_COLUMNS = [
  'uniqueOrderId',
  'applicationId',
  'memberId',
  'planHistoryId',
  'categoryId',
  'purpose',
  'joiningFeePaise',
  'discountPaise',
  'annualFeePaise',
  'taxablePaise',
  'gstPaise',
  'igstPaise',
  'roundOffPaise',
  'totalPaise',
  'gstRateBasisPoints',
  'couponId',
  'provider',
  'providerOrderId',
  'status',
  'periodStartsAt',
  'periodEndsAt',
  'placedByPersonId',
] as const satisfies readonly (keyof NewOrder)[];

const insertOrderStatement = statement<{ order: unknown }>(
  'payments_insert_order',
  sql`insert into ${orders} (${sql.join(
    NEW_ORDER_COLUMNS.map((key) => sql.identifier(orders[key].name)),
    sql`, `,
  )})
    values (${sql.join(
      NEW_ORDER_COLUMNS.map((key) => sql`${sql.placeholder(key)}`),
      sql`, `,
    )})
    returning row_to_json(${orders}) as "order"`,
);

export async function insertOrder(db: Executor, values: NewOrder): Promise<OrderRow> {
  const row = requireRow(
    await insertOrderStatement(db, {
      ...values,
      periodStartsAt: values.periodStartsAt?.toISOString() ?? null,
      periodEndsAt: values.periodEndsAt?.toISOString() ?? null,
      placedByPersonId: values.placedByPersonId ?? null,
    }),
    'insert into orders returned no row',
  );
  return rowFromJson(orders, row.order);
}

export async function updateOrder(
  db: Executor,
  id: number,
  values: Partial<OrderInsert>,
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

const orderByProviderOrderId = statement<{ order: unknown }>(
  'payments_order_by_provider_order',
  sql`select row_to_json(${orders}) as "order" from ${orders}
    where ${orders.providerOrderId} = ${sql.placeholder('providerOrderId')}`,
);

export async function findOrderByProviderOrderId(
  db: Executor,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await orderByProviderOrderId(db, { providerOrderId });
  return row ? rowFromJson(orders, row.order) : undefined;
}

export async function findOrderByNumber(
  db: Executor,
  uniqueOrderId: string,
): Promise<OrderRow | undefined> {
  return firstRow(db, orders, eq(orders.uniqueOrderId, uniqueOrderId));
}

const reusableOrder = statement<{ order: unknown; next: string | number | null }>(
  'payments_reusable_order',
  sql`with reusable as (select row_to_json(${orders}) as o from ${orders}
    where ${orders.purpose} = ${sql.placeholder('purpose')}
      and ${orders.status} = 'created'
      and ${orders.provider} = ${sql.placeholder('provider')}
      and ${orders.totalPaise} = ${sql.placeholder('totalPaise')}::bigint
      and ${orders.providerOrderId} is not null
      and ${orders.planHistoryId} is not distinct from ${sql.placeholder('planHistoryId')}::integer
      and ${orders.memberId} is not distinct from ${sql.placeholder('memberId')}::integer
      and ${orders.couponId} is not distinct from ${sql.placeholder('couponId')}::integer
      and ${orders.periodStartsAt} is not distinct from ${sql.placeholder('periodStartsAt')}::timestamptz
      and ${orders.createdAt} > ${sql.placeholder('since')}::timestamptz
    order by ${orders.id} desc limit 1)
  select o as "order", null::bigint as next from reusable
  union all
  select null, nextval('order_number_seq') where not exists (select 1 from reusable)`,
);

/**
 * An order still open for the same thing at the same amount, made recently: a second click on the
 * pay button reuses it instead of opening another provider order. Without one, the number of the
 * order to make ('PO-0042'), drawn in the same statement.
 */
export async function findReusableOrder(
  db: Executor,
  match: {
    purpose: OrderRow['purpose'];
    planHistoryId: number | null;
    memberId: number | null;
    totalPaise: number;
    couponId: number | null;
    provider: OrderRow['provider'];
    /** Renewals: the period the order buys. */
    periodStartsAt: Date | null;
    since: Date;
  },
): Promise<{ reusable: OrderRow } | { nextNumber: string }> {
  const [row] = await reusableOrder(db, {
    ...match,
    periodStartsAt: match.periodStartsAt?.toISOString() ?? null,
    since: match.since.toISOString(),
  });
  if (row?.order) return { reusable: rowFromJson(orders, row.order) };
  return { nextNumber: formatSerial('PO-', Number(row?.next)) };
}

/** The newest paid order of an application (as payer) or of its member. */
export async function findLatestPaidOrder(
  db: Executor,
  owner: { applicationId: number; memberId: number | null },
): Promise<OrderRow | undefined> {
  return firstRow(
    db,
    orders,
    and(
      eq(orders.status, 'paid'),
      or(
        eq(orders.applicationId, owner.applicationId),
        owner.memberId === null ? undefined : eq(orders.memberId, owner.memberId),
      ),
    ),
    desc(orders.paidAt),
    desc(orders.id),
  );
}

/**
 * The paid orders of an application (as payer) or of its member with their invoice, and the
 * invoices that re-billed them (decision 083), newest first.
 */
export function findInvoicedOrders(
  db: Executor,
  owner: { applicationId: number; memberId: number | null },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        hasTaxInvoice,
        or(
          eq(orders.applicationId, owner.applicationId),
          owner.memberId === null ? undefined : eq(orders.memberId, owner.memberId),
        ),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(INVOICES_LISTED);
}

/** More than any member makes in decades (one renewal a year); bounds the answer all the same. */
const INVOICES_LISTED = 200;

/**
 * Orders whose payment may have happened without our hearing of it (reconciliation): open ones, and
 * voided ones (the provider still takes a payment for them; it must be recorded for refund).
 */
export async function findOrdersLeftOpen(
  db: Executor,
  window: { createdBefore: Date; createdAfter: Date; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['created', 'voided']),
        isNotNull(orders.providerOrderId),
        // An offline order left open by a part payment has no provider to ask (decision 081).
        ne(orders.provider, 'offline'),
        lt(orders.createdAt, window.createdBefore),
        gt(orders.createdAt, window.createdAfter),
      ),
    )
    .orderBy(orders.id)
    .limit(window.limit);
}
