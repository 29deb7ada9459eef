// SQL of checkouts, orders and payments: what a checkout is computed from, the order and payment rows,
// the writes of an activation, the number series (member, order, invoice) and the provider's events.
// Every function takes an Executor so the confirmation runs in one transaction.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import {
  applications,
  couponCategories,
  coupons,
  invoiceSeries,
  members,
  membershipCategories,
  membershipPeriods,
  orders,
  paymentEvents,
  paymentFailures,
  payments,
  planHistory,
  states,
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

export async function findApplicationRow(
  db: Executor,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

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

export async function lockHistory(tx: Executor, id: number): Promise<HistoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(planHistory)
    .where(eq(planHistory.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function findCategoryRow(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.id, id))
    .limit(1);
  return row;
}

export async function findMemberById(db: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
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

/** The plan history a member's membership was last made or changed by (new or upgrade, paid). */
export async function findMemberHistory(
  db: Executor,
  member: Pick<MemberRow, 'applicationId'>,
): Promise<HistoryRow | undefined> {
  if (member.applicationId === null) return undefined;
  const [row] = await db
    .select()
    .from(planHistory)
    .where(eq(planHistory.applicationId, member.applicationId))
    .orderBy(desc(planHistory.id))
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

export async function findStateName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: states.name }).from(states).where(eq(states.id, id));
  return row?.name ?? null;
}

// ── Coupons ───────────────────────────────────────────────────────────────────────────────────

export type CouponWithCategories = CouponRow & { categoryIds: number[] };

export async function findCouponByCode(
  db: Executor,
  code: string,
): Promise<CouponWithCategories | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  if (!row) return undefined;
  const categories = await db
    .select({ id: couponCategories.categoryId })
    .from(couponCategories)
    .where(eq(couponCategories.couponId, row.id));
  return { ...row, categoryIds: categories.map((category) => category.id) };
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** Counts one use of a coupon: once per paid order, inside the order's confirmation. */
export async function countCouponUse(tx: Executor, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}

// ── Orders ────────────────────────────────────────────────────────────────────────────────────

/** The next readable number of a series: 'PO-0042' style, from a sequence (never reused). */
async function nextNumber(db: Executor, sequence: 'order_number_seq' | 'member_number_seq') {
  const [row] = resultRows<{ value: string | number }>(
    await db.execute(sql`select nextval(${sequence}) as value`),
  );
  return Number(row?.value);
}

export const formatSerial = (prefix: string, value: number) =>
  `${prefix}${String(value).padStart(4, '0')}`;

export async function nextOrderNumber(db: Executor): Promise<string> {
  return formatSerial('PO-', await nextNumber(db, 'order_number_seq'));
}

export async function nextMemberNumber(db: Executor, prefix: string): Promise<string> {
  return formatSerial(prefix, await nextNumber(db, 'member_number_seq'));
}

export async function insertOrder(db: Executor, values: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned no row');
  return row;
}

export async function updateOrder(
  db: Executor,
  id: number,
  values: Partial<OrderInsert>,
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export async function findOrderByProviderOrderId(
  db: Executor,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .limit(1);
  return row;
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

export async function lockOrder(tx: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row;
}

/**
 * An order still open for the same thing at the same amount, made recently: a second click on the
 * pay button reuses it instead of opening another provider order.
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
    since: Date;
  },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.purpose, match.purpose),
        eq(orders.status, 'created'),
        eq(orders.provider, match.provider),
        eq(orders.totalPaise, match.totalPaise),
        isNotNull(orders.providerOrderId),
        match.planHistoryId === null
          ? isNull(orders.planHistoryId)
          : eq(orders.planHistoryId, match.planHistoryId),
        match.memberId === null ? isNull(orders.memberId) : eq(orders.memberId, match.memberId),
        match.couponId === null ? isNull(orders.couponId) : eq(orders.couponId, match.couponId),
        gt(orders.createdAt, match.since),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row;
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

/** Orders whose payment may have happened without our hearing of it (reconciliation). */
export async function findOrdersLeftOpen(
  db: Executor,
  window: { createdBefore: Date; createdAfter: Date; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'created'),
        isNotNull(orders.providerOrderId),
        lt(orders.createdAt, window.createdBefore),
        gt(orders.createdAt, window.createdAfter),
      ),
    )
    .orderBy(orders.id)
    .limit(window.limit);
}

// ── Payments ──────────────────────────────────────────────────────────────────────────────────

export async function findPaymentByProviderId(
  db: Executor,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .limit(1);
  return row;
}

export async function findCapturedPayment(
  db: Executor,
  orderId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
    .limit(1);
  return row;
}

export async function insertPayment(
  tx: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

export async function insertPaymentFailure(
  db: Executor,
  values: typeof paymentFailures.$inferInsert,
): Promise<void> {
  await db.insert(paymentFailures).values(values);
}

// ── Activation ────────────────────────────────────────────────────────────────────────────────

export async function insertMember(
  tx: Executor,
  values: typeof members.$inferInsert,
): Promise<MemberRow> {
  const [row] = await tx.insert(members).values(values).returning();
  if (!row) throw new Error('insert into members returned no row');
  return row;
}

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

export async function linkApplicationToMember(
  tx: Executor,
  applicationId: number,
  memberId: number,
): Promise<void> {
  await tx
    .update(applications)
    .set({ memberId })
    .where(and(eq(applications.id, applicationId), isNull(applications.memberId)));
}

/**
 * The next tax invoice number of a financial year: one row per year, incremented in the paying
 * transaction, so the series has no gaps (the row stays locked until that transaction ends).
 */
export async function nextInvoiceSequence(tx: Executor, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.financialYear,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ value: invoiceSeries.lastNumber });
  if (!row) throw new Error('invoice series returned no row');
  return row.value;
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

export async function findOrdersByIds(db: Executor, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}
