// SQL of plan histories as payments see them: the journey a checkout pays for, an open revival, and
// the one rule of a paid plan history (payment status and review stage 'paid', with the expiry the
// payment bought), written here once and embedded where the confirmation needs it in one statement.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { planHistory } from '../../db/schema';
import { statement } from '../../db/statement';
import type { HistoryRow } from './payment-rows';

// ── The paid rule ─────────────────────────────────────────────────────────────────────────────

/** Read side of the rule: the plan history has been paid (by whichever order). */
export function isPlanHistoryPaid(history: Pick<HistoryRow, 'paymentStatus'>): boolean {
  return history.paymentStatus === 'paid';
}

/** The same test in SQL, on the plan_history row aliased `alias`. */
export function planHistoryPaidCondition(alias: string): SQL {
  return sql`${sql.identifier(alias)}.payment_status = 'paid'`;
}

/**
 * The update that marks plan history `historyId` paid until `expiry`, optionally only when `onlyIf`
 * holds. A fragment, so a statement can run it as one of its CTEs.
 */
export function markPlanHistoryPaidQuery(historyId: SQL, expiry: SQL, onlyIf?: SQL): SQL {
  return sql`update plan_history set payment_status = 'paid', review_stage = 'paid',
      membership_expiry = ${expiry}, updated_at = now()
    where id = ${historyId}${onlyIf ? sql` and ${onlyIf}` : sql``}`;
}

const markPlanHistoryPaidStatement = statement(
  'payments_mark_plan_history_paid',
  markPlanHistoryPaidQuery(
    sql`${sql.placeholder('historyId')}::integer`,
    sql`${sql.placeholder('expiry')}::timestamptz`,
  ),
);

/** Marks the plan history paid, its membership expiring at `expiry`. */
export async function markPlanHistoryPaid(
  tx: Executor,
  historyId: number,
  expiry: Date,
): Promise<void> {
  await markPlanHistoryPaidStatement(tx, { historyId, expiry: expiry.toISOString() });
}

// ── Reads and writes ──────────────────────────────────────────────────────────────────────────
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
