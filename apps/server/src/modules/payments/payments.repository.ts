// SQL of checkouts, orders and payments: what a checkout is computed from, the order and payment rows,
// the writes of an activation, the number series (member, order, invoice) and the provider's events.
// Every function takes an Executor so the confirmation runs in one transaction.
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { statement } from '../../db/statement';
import {
  applications,
  couponCategories,
  couponHolds,
  coupons,
  members,
  membershipPeriods,
  orders,
  paymentEvents,
  paymentFailures,
  payments,
  planHistory,
  type membershipCategories,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type PeriodRow = typeof membershipPeriods.$inferSelect;
export type HistoryRow = typeof planHistory.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

// ── What a checkout is computed from ──────────────────────────────────────────────────────────

/** The plan-history row of a journey of an application (the newest). */
export async function findJourneyHistory(
  db: Executor,
  applicationId: number,
  historyType: HistoryRow['historyType'],
): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(planHistory)
    .where(
      and(eq(planHistory.applicationId, applicationId), eq(planHistory.historyType, historyType)),
    )
    .orderBy(desc(planHistory.id))
    .limit(1);
  return row;
}

export async function findHistory(db: Executor, id: number): Promise<HistoryRow | undefined> {
  const [row] = await db.select().from(planHistory).where(eq(planHistory.id, id)).limit(1);
  return row;
}

export async function lockMember(tx: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).limit(1).for('update');
  return row;
}

/**
 * The member behind a user id (the application id the member routes take): the member that
 * application made or last changed, else the member it upgrades.
 */
export async function findMemberOfApplication(
  db: Executor,
  application: Pick<ApplicationRow, 'id' | 'memberId'>,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      or(
        eq(members.applicationId, application.id),
        application.memberId === null ? undefined : eq(members.id, application.memberId),
      ),
    )
    .orderBy(desc(members.id))
    .limit(1);
  return row;
}

/** A member holding this email (any case) or mobile number (a paying applicant who was one before). */
export async function findMemberByEmailOrMobile(
  db: Executor,
  email: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      or(sql`lower(${members.email}) = ${email.toLowerCase()}`, eq(members.mobileNumber, mobile)),
    )
    .limit(1);
  return row;
}

/** The member's period that ends last: its end is the membership's expiry. */
export async function findLatestPeriod(
  db: Executor,
  memberId: number,
): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(desc(membershipPeriods.endsAt), desc(membershipPeriods.id))
    .limit(1);
  return row;
}

/** An unpaid revival of this member's application that an order may still pay. */
export async function findOpenRevival(
  db: Executor,
  applicationId: number,
): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(planHistory)
    .where(
      and(
        eq(planHistory.applicationId, applicationId),
        eq(planHistory.historyType, 'revive_renew'),
        eq(planHistory.paymentStatus, 'unpaid'),
        eq(planHistory.cancelled, false),
      ),
    )
    .orderBy(desc(planHistory.id))
    .limit(1);
  return row;
}

export async function insertHistory(
  tx: Executor,
  values: typeof planHistory.$inferInsert,
): Promise<HistoryRow> {
  const [row] = await tx.insert(planHistory).values(values).returning();
  if (!row) throw new Error('insert into plan_history returned no row');
  return row;
}

// ── Coupons ───────────────────────────────────────────────────────────────────────────────────

export type CouponWithCategories = CouponRow & {
  categoryIds: number[];
  /** Uses held by other applicants' open orders (coupon-holds.ts). */
  heldCount: number;
};

/** A coupon by code, with the uses others' orders hold at `held.at` (the payer's own not counted). */
export async function findCouponByCode(
  db: Executor,
  code: string,
  held: { at: Date; planHistoryId: number },
): Promise<CouponWithCategories | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  if (!row) return undefined;
  const [categories, [holds]] = await Promise.all([
    db
      .select({ id: couponCategories.categoryId })
      .from(couponCategories)
      .where(eq(couponCategories.couponId, row.id)),
    db
      .select({ n: count() })
      .from(couponHolds)
      .where(
        and(
          eq(couponHolds.couponId, row.id),
          gt(couponHolds.expiresAt, held.at),
          ne(couponHolds.planHistoryId, held.planHistoryId),
        ),
      ),
  ]);
  return {
    ...row,
    categoryIds: categories.map((category) => category.id),
    heldCount: holds?.n ?? 0,
  };
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

// ── Orders ────────────────────────────────────────────────────────────────────────────────────

/** The next readable number of a series: 'PM-0042' style, from a sequence (never reused). */
async function nextNumber(db: Executor, sequence: 'member_number_seq') {
  const [row] = resultRows<{ value: string | number }>(
    await db.execute(sql`select nextval(${sequence}) as value`),
  );
  return Number(row?.value);
}

const formatSerial = (prefix: string, value: number) =>
  `${prefix}${String(value).padStart(4, '0')}`;

export async function nextMemberNumber(db: Executor, prefix: string): Promise<string> {
  return formatSerial(prefix, await nextNumber(db, 'member_number_seq'));
}

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
  | 'totalPaise'
  | 'couponId'
  | 'provider'
> & {
  providerOrderId: string | null;
  status: 'created' | 'failed';
  periodStartsAt: Date | null;
  periodEndsAt: Date | null;
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
  'totalPaise',
  'couponId',
  'provider',
  'providerOrderId',
  'status',
  'periodStartsAt',
  'periodEndsAt',
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
  const [row] = await insertOrderStatement(db, {
    ...values,
    periodStartsAt: values.periodStartsAt?.toISOString() ?? null,
    periodEndsAt: values.periodEndsAt?.toISOString() ?? null,
  });
  if (!row) throw new Error('insert into orders returned no row');
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
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.uniqueOrderId, uniqueOrderId))
    .limit(1);
  return row;
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
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        or(
          eq(orders.applicationId, owner.applicationId),
          owner.memberId === null ? undefined : eq(orders.memberId, owner.memberId),
        ),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(1);
  return row;
}

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
        lt(orders.createdAt, window.createdBefore),
        gt(orders.createdAt, window.createdAfter),
      ),
    )
    .orderBy(orders.id)
    .limit(window.limit);
}

// ── Payments ──────────────────────────────────────────────────────────────────────────────────

const paymentStatusStatement = statement<{
  status: PaymentRow['status'];
  refund_reason: PaymentRow['refundReason'];
}>(
  'payments_status_by_provider_payment',
  sql`select ${payments.status}, ${payments.refundReason} from ${payments}
    where ${payments.providerPaymentId} = ${sql.placeholder('providerPaymentId')}`,
);

/** The status (and refund reason) of a payment already recorded under this provider id, if any. */
export async function findPaymentStatus(
  db: Executor,
  providerPaymentId: string,
): Promise<Pick<PaymentRow, 'status' | 'refundReason'> | undefined> {
  const [row] = await paymentStatusStatement(db, { providerPaymentId });
  return row ? { status: row.status, refundReason: row.refund_reason } : undefined;
}

const paymentContext = statement<{
  order: unknown;
  seen: string | null;
  seen_refund_reason: string | null;
  application: unknown;
  billing: unknown;
}>(
  'payments_context',
  sql`select row_to_json(o) as "order", p.status as seen, p.refund_reason as seen_refund_reason,
      (select row_to_json(a) from applications a where a.id = o.application_id) as application,
      (select row_to_json(b) from members m join applications b on b.id = m.application_id
        where m.id = o.member_id and o.purpose in ('renew', 'revive_renew')
          and b.id is distinct from o.application_id) as billing
    from orders o left join payments p
      on p.provider_payment_id = ${sql.placeholder('providerPaymentId')}
    where o.provider_order_id = ${sql.placeholder('providerOrderId')}`,
);

/** What confirming a payment starts from, read in one statement (no lock: see the confirmation). */
export type PaymentContext = {
  order: OrderRow;
  /** The status of this payment if it was recorded already (and why, if it is refund_due). */
  seen: PaymentRow['status'] | null;
  seenRefundReason: PaymentRow['refundReason'];
  /** The application that pays (a new member is made of it). */
  application: ApplicationRow | null;
  /**
   * Renewals paid through a member's earlier user id: the member's current application (an upgrade
   * moved their details there). Null when it is `application` itself.
   */
  billing: ApplicationRow | null;
};

export async function findPaymentContext(
  db: Executor,
  providerOrderId: string,
  providerPaymentId: string,
): Promise<PaymentContext | undefined> {
  const [row] = await paymentContext(db, { providerOrderId, providerPaymentId });
  if (!row) return undefined;
  return {
    order: rowFromJson(orders, row.order),
    seen: (row.seen as PaymentRow['status'] | null) ?? null,
    seenRefundReason: (row.seen_refund_reason as PaymentRow['refundReason']) ?? null,
    application: row.application ? rowFromJson(applications, row.application) : null,
    billing: row.billing ? rowFromJson(applications, row.billing) : null,
  };
}

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

// ── Confirmation (one transaction, statements built once: the hot path of a payment) ────────────

const lockForConfirmation = statement<{
  order: unknown;
  history_paid: boolean | null;
  history_cancelled: boolean | null;
}>(
  'payments_lock_for_confirmation',
  sql`select row_to_json(o) as "order", h.payment_status = 'paid' as history_paid,
      (h.cancelled or h.review_stage = 'cancelled') as history_cancelled
    from orders o join plan_history h on h.id = o.plan_history_id
    where o.id = ${sql.placeholder('orderId')} for update of o, h`,
);
const lockPayingApplication = statement<{ id: number }>(
  'payments_lock_paying_application',
  sql`select id from applications where id = ${sql.placeholder('applicationId')}::integer
    for update`,
);
const lockOrderOnly = statement<{ order: unknown }>(
  'payments_lock_order',
  sql`select row_to_json(o) as "order" from orders o
    where o.id = ${sql.placeholder('orderId')} for update`,
);

/**
 * Locks the order and its plan history for the confirmation, telling whether that history is paid
 * (by this order or another) or cancelled. The paying application is locked first, in the order
 * the review pipeline takes them (application, plan history, then orders when a cancel voids them),
 * so a payment and a cancel wait for each other instead of deadlocking. The rows read are the
 * versions committed by whoever held the locks before (PostgreSQL re-reads a row it waited for);
 * anything else that transaction wrote needs a later statement to be seen.
 */
export async function lockOrderForConfirmation(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'planHistoryId' | 'applicationId'>,
): Promise<{ order: OrderRow; historyPaid: boolean; historyCancelled: boolean } | undefined> {
  if (order.applicationId !== null) {
    await lockPayingApplication(tx, { applicationId: order.applicationId });
  }
  if (order.planHistoryId === null) {
    const [row] = await lockOrderOnly(tx, { orderId: order.id });
    return row
      ? { order: rowFromJson(orders, row.order), historyPaid: false, historyCancelled: false }
      : undefined;
  }
  const [row] = await lockForConfirmation(tx, { orderId: order.id });
  return row
    ? {
        order: rowFromJson(orders, row.order),
        historyPaid: row.history_paid === true,
        historyCancelled: row.history_cancelled === true,
      }
    : undefined;
}

const insertPaymentStatement = statement(
  'payments_insert_payment',
  sql`insert into payments (order_id, provider_payment_id, amount_paise, status, refund_reason, raw)
    values (${sql.placeholder('orderId')}::integer, ${sql.placeholder('providerPaymentId')}::text,
      ${sql.placeholder('amountPaise')}::bigint, ${sql.placeholder('status')}::text,
      ${sql.placeholder('refundReason')}::text, ${sql.placeholder('raw')}::jsonb)`,
);

export async function recordPayment(
  tx: Executor,
  values: {
    orderId: number;
    providerPaymentId: string;
    amountPaise: number;
    status: PaymentRow['status'];
    refundReason: PaymentRow['refundReason'];
    raw: Record<string, unknown>;
  },
): Promise<void> {
  await insertPaymentStatement(tx, { ...values, raw: JSON.stringify(values.raw) });
}

const newMembershipStatement = statement<{ id: number; member_number: string }>(
  'payments_new_membership',
  sql`with m as (
      insert into members (member_number, email, mobile_number, name, company_name, category_id,
        status, application_id, zone)
      values (${sql.placeholder('prefix')}::text || lpad(nextval('member_number_seq')::text, 4, '0'),
        ${sql.placeholder('email')}::text, ${sql.placeholder('mobile')}::text,
        ${sql.placeholder('name')}::text, ${sql.placeholder('company')}::text,
        ${sql.placeholder('categoryId')}::integer, 'active',
        ${sql.placeholder('applicationId')}::integer, ${sql.placeholder('zone')}::text)
      on conflict do nothing
      returning id, member_number
    ), linked as (
      update applications set member_id = m.id, updated_at = now() from m
      where applications.id = ${sql.placeholder('applicationId')}::integer
        and applications.member_id is null
    ), period as (
      insert into membership_periods (member_id, category_id, plan_history_id, starts_at, ends_at,
        order_id)
      select m.id, ${sql.placeholder('categoryId')}::integer, ${sql.placeholder('historyId')}::integer,
        ${sql.placeholder('startsAt')}::timestamptz, ${sql.placeholder('endsAt')}::timestamptz,
        ${sql.placeholder('orderId')}::integer
      from m
    ), paid as (
      update plan_history set payment_status = 'paid', review_stage = 'paid',
        membership_expiry = ${sql.placeholder('endsAt')}::timestamptz, updated_at = now()
      where id = ${sql.placeholder('historyId')}::integer and exists (select 1 from m)
    )
    select id, member_number from m`,
);

/**
 * A new member with the next member number, and the rest of a new membership in the same statement
 * (application linked, a year's period, plan history paid). Undefined, and nothing written, when the
 * email or mobile number is already a member's.
 */
export async function insertNewMembership(
  tx: Executor,
  values: {
    prefix: string;
    email: string;
    mobile: string;
    name: string;
    company: string;
    categoryId: number;
    applicationId: number;
    zone: string | null;
    historyId: number | null;
    startsAt: Date;
    endsAt: Date;
    orderId: number;
  },
): Promise<{ memberId: number; memberNumber: string } | undefined> {
  const [row] = await newMembershipStatement(tx, {
    ...values,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
  });
  return row ? { memberId: Number(row.id), memberNumber: row.member_number } : undefined;
}

const settleNewMembershipStatement = statement(
  'payments_settle_new_membership',
  sql`with linked as (
      update applications set member_id = ${sql.placeholder('memberId')}::integer, updated_at = now()
      where id = ${sql.placeholder('applicationId')}::integer and member_id is null
    ), period as (
      insert into membership_periods (member_id, category_id, plan_history_id, starts_at, ends_at, order_id)
      values (${sql.placeholder('memberId')}::integer, ${sql.placeholder('categoryId')}::integer,
        ${sql.placeholder('historyId')}::integer, ${sql.placeholder('startsAt')}::timestamptz,
        ${sql.placeholder('endsAt')}::timestamptz, ${sql.placeholder('orderId')}::integer)
    )
    update plan_history set payment_status = 'paid', review_stage = 'paid',
      membership_expiry = ${sql.placeholder('endsAt')}::timestamptz, updated_at = now()
    where id = ${sql.placeholder('historyId')}::integer`,
);

/** A new membership's rows in one statement: application linked, period, plan history paid. */
export async function settleNewMembership(
  tx: Executor,
  values: {
    memberId: number;
    applicationId: number;
    categoryId: number;
    historyId: number | null;
    startsAt: Date;
    endsAt: Date;
    orderId: number;
  },
): Promise<void> {
  await settleNewMembershipStatement(tx, {
    ...values,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
  });
}

const settlePaidOrderStatement = statement<{
  invoice_number: string;
  category_name: string | null;
  coupon_code: string | null;
}>(
  'payments_settle_paid_order',
  sql`with seq as (
      insert into invoice_series (financial_year, last_number)
      values (${sql.placeholder('financialYear')}::text, 1)
      on conflict (financial_year) do update set last_number = invoice_series.last_number + 1
      returning last_number::text as n
    ), numbered as (
      select ${sql.placeholder('invoiceHead')}::text ||
        case when length(n) >= ${sql.placeholder('digits')}::integer then n
          else lpad(n, ${sql.placeholder('digits')}::integer, '0') end as invoice_number
      from seq
    ), payment as (
      insert into payments (order_id, provider_payment_id, amount_paise, status, raw)
      values (${sql.placeholder('id')}::integer, ${sql.placeholder('providerPaymentId')}::text,
        ${sql.placeholder('amountPaise')}::bigint, 'captured', ${sql.placeholder('raw')}::jsonb)
    ), paid as (
      update orders set status = 'paid', paid_at = ${sql.placeholder('paidAt')}::timestamptz,
        member_id = ${sql.placeholder('memberId')}::integer,
        invoice_number = (select invoice_number from numbered),
        billed_name = ${sql.placeholder('billedName')}::text,
        billed_company = ${sql.placeholder('billedCompany')}::text,
        billed_gstin = ${sql.placeholder('billedGstin')}::text,
        billed_address = ${sql.placeholder('billedAddress')}::text,
        category_name = (select c.name from membership_categories c where c.id = orders.category_id),
        coupon_code = (select upper(k.code) from coupons k where k.id = orders.coupon_id),
        place_of_supply_state = ${sql.placeholder('placeOfSupplyState')}::text,
        place_of_supply_code = ${sql.placeholder('placeOfSupplyCode')}::text,
        cgst_paise = ${sql.placeholder('cgstPaise')}::bigint,
        sgst_paise = ${sql.placeholder('sgstPaise')}::bigint,
        igst_paise = ${sql.placeholder('igstPaise')}::bigint
      where id = ${sql.placeholder('id')}::integer
      returning unique_order_id, invoice_number, category_name, coupon_code
    ), audit as (
      insert into audit_log (actor, action, entity, entity_id, after)
      select 'system', 'payment.confirmed', 'order', paid.unique_order_id,
        ${sql.placeholder('audit')}::jsonb || jsonb_build_object('invoice', paid.invoice_number)
      from paid
    )
    select invoice_number, category_name, coupon_code from paid`,
);

/**
 * The last statement of a confirmation: the invoice number drawn from its financial year's series
 * (a row held until commit, so the series has no gaps), the captured payment recorded, the order
 * marked paid with its billed party, category and coupon as named now, place of supply and tax
 * split (what its invoice prints, for good), and the audit entry. Returns what the statement
 * numbered and named.
 */
export async function settlePaidOrder(
  tx: Executor,
  id: number,
  values: {
    financialYear: string;
    /** What precedes the sequence, e.g. 'PT/2627/', and the digits it is padded to. */
    invoiceHead: string;
    digits: number;
    payment: { providerPaymentId: string; amountPaise: number; raw: Record<string, unknown> };
    paidAt: Date;
    memberId: number;
    billedName: string;
    billedCompany: string;
    billedGstin: string | null;
    billedAddress: string | null;
    placeOfSupplyState: string;
    placeOfSupplyCode: string;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    audit: Record<string, unknown>;
  },
): Promise<Pick<OrderRow, 'invoiceNumber' | 'categoryName' | 'couponCode'>> {
  const { payment, audit, ...rest } = values;
  const [row] = await settlePaidOrderStatement(tx, {
    ...rest,
    id,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    raw: JSON.stringify(payment.raw),
    paidAt: values.paidAt.toISOString(),
    audit: JSON.stringify(audit),
  });
  if (!row) throw new Error(`order ${id} vanished while paid`);
  return {
    invoiceNumber: row.invoice_number,
    categoryName: row.category_name,
    couponCode: row.coupon_code,
  };
}

// ── Activation ────────────────────────────────────────────────────────────────────────────────

export async function updateMember(
  tx: Executor,
  id: number,
  values: Partial<typeof members.$inferInsert>,
): Promise<void> {
  await tx.update(members).set(values).where(eq(members.id, id));
}

export async function insertPeriod(
  tx: Executor,
  values: typeof membershipPeriods.$inferInsert,
): Promise<void> {
  await tx.insert(membershipPeriods).values(values);
}

export async function updateHistory(
  tx: Executor,
  id: number,
  values: Partial<typeof planHistory.$inferInsert>,
): Promise<void> {
  await tx.update(planHistory).set(values).where(eq(planHistory.id, id));
}

// ── Provider events (webhooks) ────────────────────────────────────────────────────────────────

/** Records a delivery; answers whether it was already processed (providers retry). */
export async function recordEvent(
  db: Executor,
  event: { provider: OrderRow['provider']; eventId: string; type: string; payload: unknown },
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

// ── Receipts waiting to be emailed ────────────────────────────────────────────────────────────

/** Paid orders whose receipt has not been emailed yet, oldest first. */
export function findReceiptsToEmail(db: Executor, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        isNull(orders.receiptEmailedAt),
        isNotNull(orders.invoiceNumber),
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
}

/** Takes the receipt of an order for sending; false when another sender took it first. */
export async function claimReceipt(db: Executor, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ receiptEmailedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptEmailedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
