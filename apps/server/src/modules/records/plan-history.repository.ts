// The plan history of an application: one row per journey (new, upgrade, revival), carrying its
// review stage and whether it is paid. Every module reads and writes plan history through here, and
// the rules of a cancelled and of a paid plan history are written here once.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { planHistory } from '../../db/schema';
import { statement } from '../../db/statement';
import type {
  ApplicationRow,
  PlanHistoryInsert,
  PlanHistoryRow,
  PlanHistoryUpdate,
} from './application-rows';
import { requireRow } from '../../lib/require-row';
import { firstRow } from '../../lib/first-row';

function planHistoryQuery(db: Executor, application: Pick<ApplicationRow, 'id' | 'journey'>) {
  return db
    .select()
    .from(planHistory)
    .where(
      and(
        eq(planHistory.applicationId, application.id),
        eq(planHistory.historyType, application.journey),
      ),
    )
    .orderBy(desc(planHistory.id))
    .limit(1);
}

/**
 * The application's plan-history row of its own journey (the newest, should there be several); a
 * checkout names the journey it pays for instead.
 */
export async function findPlanHistory(
  db: Executor,
  application: Pick<ApplicationRow, 'id' | 'journey'>,
): Promise<PlanHistoryRow | undefined> {
  const [row] = await planHistoryQuery(db, application);
  return row;
}

export async function findPlanHistoryById(
  db: Executor,
  id: number,
): Promise<PlanHistoryRow | undefined> {
  return firstRow(db, planHistory, eq(planHistory.id, id));
}

/** The newest plan history of an application, whatever its type (a member's current membership). */
export async function findLatestHistory(
  db: Executor,
  applicationId: number,
): Promise<PlanHistoryRow | undefined> {
  return firstRow(
    db,
    planHistory,
    eq(planHistory.applicationId, applicationId),
    desc(planHistory.id),
  );
}

/** An unpaid revival of this member's application that an order may still pay. */
export async function findOpenRevival(
  db: Executor,
  applicationId: number,
): Promise<PlanHistoryRow | undefined> {
  return firstRow(
    db,
    planHistory,
    and(
      eq(planHistory.applicationId, applicationId),
      eq(planHistory.historyType, 'revive_renew'),
      eq(planHistory.paymentStatus, 'unpaid'),
      eq(planHistory.cancelled, false),
    ),
    desc(planHistory.id),
  );
}

/** The same row as findPlanHistory(), locked until the transaction ends. */
export async function lockPlanHistory(
  tx: Executor,
  application: Pick<ApplicationRow, 'id' | 'journey'>,
): Promise<PlanHistoryRow | undefined> {
  const [row] = await planHistoryQuery(tx, application).for('update');
  return row;
}

export async function insertPlanHistory(
  tx: Executor,
  values: PlanHistoryInsert,
): Promise<PlanHistoryRow> {
  return requireRow(
    await tx.insert(planHistory).values(values).returning(),
    'insert into plan_history returned no row',
  );
}

/** Updates the row and answers it as it now stands. */
export async function updatePlanHistory(
  tx: Executor,
  id: number,
  values: PlanHistoryUpdate,
): Promise<PlanHistoryRow> {
  return requireRow(
    await tx.update(planHistory).set(values).where(eq(planHistory.id, id)).returning(),
    `plan_history ${id} vanished during an update`,
  );
}

// ── Cancelled ─────────────────────────────────────────────────────────────────────────────────

/** The rule "this plan history is cancelled": flagged so, or its review ended there. */
export function isPlanHistoryCancelled(
  history: Pick<PlanHistoryRow, 'cancelled' | 'reviewStage'> | null | undefined,
): boolean {
  return history?.cancelled === true || history?.reviewStage === 'cancelled';
}

/** The same rule inside a raw statement, on the plan_history row named `alias` (e.g. `h`). */
export function planHistoryCancelledSql(alias: string): SQL {
  const h = sql.identifier(alias);
  return sql`(${h}.cancelled or ${h}.review_stage = 'cancelled')`;
}

// ── Paid ──────────────────────────────────────────────────────────────────────────────────────

/** The rule "this plan history is paid for": its membership (or upgrade, or revival) is settled. */
export function isPlanHistoryPaid(
  history: Pick<PlanHistoryRow, 'paymentStatus'> | null | undefined,
): boolean {
  return history?.paymentStatus === 'paid';
}

/** The same rule inside a raw statement, on the plan_history row named `alias` (e.g. `h`). */
export function planHistoryPaidSql(alias: string): SQL {
  return sql`${sql.identifier(alias)}.payment_status = 'paid'`;
}

/**
 * The update that marks plan history `historyId` paid (its payment settled, its review done) until
 * `expiry`, optionally only when `onlyIf` holds. A fragment, so a statement can run it as one of its
 * CTEs.
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
