// SQL of the review pipeline: the application and its plan-history row (locked for a decision, through
// their owner), the decisions, the people to notify and the application's audit entries.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auditLog,
  membershipCategories,
  reviewDecisions,
  staff,
  staffRoles,
  zones,
  type StaffRole,
  type ZoneCode,
} from '../../db/schema';
import {
  findApplication,
  findPlanHistory,
  lockApplication,
  lockPlanHistory,
  type ApplicationRow,
  type PlanHistoryRow,
} from '../records';
import { insertRow } from '../../lib/insert-row';

export type DecisionRow = typeof reviewDecisions.$inferSelect;
export type DecisionInsert = Omit<typeof reviewDecisions.$inferInsert, 'id'>;
export type Recipient = { id: number; email: string; name: string };

/** The application and its plan-history row of its own journey (the newest). */
export type Reviewed = { application: ApplicationRow; history: PlanHistoryRow | null };

export async function findReviewed(
  db: Executor,
  applicationId: number,
): Promise<Reviewed | undefined> {
  const application = await findApplication(db, applicationId);
  if (!application) return undefined;
  return { application, history: (await findPlanHistory(db, application)) ?? null };
}

/**
 * Locks the application row, then its plan-history row, until the transaction ends: in the same order
 * as the applications module's saves, so a decision and a save (or two decisions) queue up.
 */
export async function lockReviewed(
  tx: Executor,
  applicationId: number,
): Promise<Reviewed | undefined> {
  const application = await lockApplication(tx, applicationId);
  if (!application) return undefined;
  return { application, history: (await lockPlanHistory(tx, application)) ?? null };
}

// ── Decisions ─────────────────────────────────────────────────────────────────────────────────

export async function insertDecision(tx: Executor, values: DecisionInsert): Promise<DecisionRow> {
  return insertRow(tx, reviewDecisions, values);
}

export function findDecisions(db: Executor, planHistoryId: number): Promise<DecisionRow[]> {
  return db
    .select()
    .from(reviewDecisions)
    .where(eq(reviewDecisions.planHistoryId, planHistoryId))
    .orderBy(asc(reviewDecisions.id));
}

/**
 * The rule of the governing body's round, on a row of review_decisions: it is a governing-body
 * approval given after the last send-back of its plan history (a resubmitted application is
 * approved afresh). The quorum counts these, and the queue asks whether a member gave one.
 */
export const isGoverningApprovalOfThisRound: SQL = sql`${reviewDecisions.stage} = 'governing_body'
  and ${reviewDecisions.decision} = 'approved'
  and not exists (select 1 from review_decisions later
    where later.plan_history_id = ${reviewDecisions.planHistoryId}
      and later.decision = 'changes_requested'
      and later.id > ${reviewDecisions.id})`;

/** Distinct governing-body members who approved in the current round. */
export async function governingApprovers(db: Executor, planHistoryId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ staffId: reviewDecisions.actorStaffId })
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.planHistoryId, planHistoryId), isGoverningApprovalOfThisRound));
  return rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId]));
}

// ── People to notify ──────────────────────────────────────────────────────────────────────────

/** Active staff holding the role (in the zone, for zone managers). */
export async function findActiveStaffWithRole(
  db: Executor,
  role: StaffRole,
  zone?: ZoneCode | null,
): Promise<Recipient[]> {
  return db
    .selectDistinct({ id: staff.id, email: staff.email, name: staff.name })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(
      and(
        eq(staff.active, true),
        eq(staffRoles.role, role),
        zone === undefined
          ? undefined
          : zone === null
            ? isNull(staffRoles.zone)
            : eq(staffRoles.zone, zone),
      ),
    )
    .orderBy(asc(staff.id));
}

/** The names shown in messages: the category and the zone of the application. */
export async function findDisplayNames(
  db: Executor,
  application: Pick<ApplicationRow, 'categoryId' | 'zone'>,
): Promise<{ category: string; zone: string }> {
  const [category] = await db
    .select({ name: membershipCategories.name })
    .from(membershipCategories)
    .where(eq(membershipCategories.id, application.categoryId))
    .limit(1);
  const [zone] = application.zone
    ? await db
        .select({ name: zones.name })
        .from(zones)
        .where(eq(zones.code, application.zone))
        .limit(1)
    : [];
  return { category: category?.name ?? '', zone: zone?.name ?? '' };
}

// ── Audit ─────────────────────────────────────────────────────────────────────────────────────

export type AuditEntry = Omit<typeof auditLog.$inferSelect, 'redactedAt'> & {
  actorName: string | null;
};

/** The application's audit entries, oldest first, with the name of the staff member who acted. */
export async function findApplicationAudit(
  db: Executor,
  applicationId: number,
): Promise<AuditEntry[]> {
  return db
    .select({
      id: auditLog.id,
      actor: auditLog.actor,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
      actorName: staff.name,
    })
    .from(auditLog)
    .leftJoin(staff, sql`${auditLog.actor} = 'staff:' || ${staff.id}`)
    .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entityId, String(applicationId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
