// The plan history of an application: one row per journey (new, upgrade, revival), carrying its
// review stage and whether it is paid.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { planHistory } from '../../db/schema';
import type { ApplicationRow, PlanHistoryInsert, PlanHistoryRow } from './application-rows';

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

/** The application's plan-history row of its own journey (the newest, should there be several). */
export async function findPlanHistory(
  db: Executor,
  application: Pick<ApplicationRow, 'id' | 'journey'>,
): Promise<PlanHistoryRow | undefined> {
  const [row] = await planHistoryQuery(db, application);
  return row;
}

/** The newest plan history of an application, whatever its type (a member's current membership). */
export async function findLatestHistory(
  db: Executor,
  applicationId: number,
): Promise<PlanHistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(planHistory)
    .where(eq(planHistory.applicationId, applicationId))
    .orderBy(desc(planHistory.id))
    .limit(1);
  return row;
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
  const [row] = await tx.insert(planHistory).values(values).returning();
  if (!row) throw new Error('insert into plan_history returned no row');
  return row;
}

export async function updatePlanHistory(
  tx: Executor,
  id: number,
  values: Partial<Pick<PlanHistoryRow, 'categoryId' | 'appFilled' | 'companyName'>>,
): Promise<void> {
  await tx.update(planHistory).set(values).where(eq(planHistory.id, id));
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

/** The assignments that mark a plan history paid (an UPDATE's SET list, its payment settled). */
export const planHistoryPaidAssignments: SQL = sql`payment_status = 'paid', review_stage = 'paid'`;
