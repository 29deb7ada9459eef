// Redacts the audit rows about an erased person (decision 048), in the erasure's transaction. The
// append-only trigger lets each row be redacted once, only to 'Erased' values, and only in a
// transaction that has appended an 'audit.redacted' row naming it (decision 055).
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { redactActor, redactValues } from './audit-redaction';
import { recordAudit } from './audit.repository';

/** The records an erased person's data sits in, as the audit log names them. */
export type ErasedSubject = {
  /** None for an applicant who never became a member. */
  memberId: number | null;
  applicationIds: number[];
  outboxIds: number[];
  dataRequestIds: number[];
  /** The actors their own changes were written as ('applicant:<email or mobile>'). */
  applicantActors: string[];
};

const about = (entity: string, ids: (number | string)[]): SQL | undefined =>
  ids.length === 0
    ? undefined
    : and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String)));

/** Answers how many rows were redacted. */
export async function redactAuditOf(
  tx: Executor,
  subject: ErasedSubject,
  at: Date,
): Promise<number> {
  const rows = await tx
    .select({
      id: auditLog.id,
      actor: auditLog.actor,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        isNull(auditLog.redactedAt),
        or(
          about('member', subject.memberId === null ? [] : [subject.memberId]),
          about('application', subject.applicationIds),
          about('outbox', subject.outboxIds),
          about('data_request', subject.dataRequestIds),
          subject.applicantActors.length > 0
            ? inArray(auditLog.actor, subject.applicantActors)
            : undefined,
        ),
      ),
    );
  if (rows.length === 0) return 0;
  await recordRedaction(tx, rows.length);
  for (const row of rows) {
    await tx
      .update(auditLog)
      .set({
        actor: redactActor(row.actor),
        before: redactValues(row.before),
        after: redactValues(row.after),
        redactedAt: at,
      })
      .where(eq(auditLog.id, row.id));
  }
  return rows.length;
}

/**
 * The row the trigger looks for before it lets a redaction through: appended first, in the same
 * transaction, naming that transaction (txid_current() is the top-level id even in a savepoint).
 */
async function recordRedaction(tx: Executor, count: number): Promise<void> {
  const [current] = resultRows<{ id: string }>(
    await tx.execute(sql`select txid_current()::text as id`),
  );
  if (!current) throw new Error('audit redaction: no transaction id');
  await recordAudit(tx, {
    actor: 'system',
    action: 'audit.redacted',
    entity: 'audit_log',
    entityId: null,
    after: { audit_redacted: count, transaction: current.id },
  });
}
