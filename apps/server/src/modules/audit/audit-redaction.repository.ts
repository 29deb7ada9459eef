// Redacts the audit rows about an erased person (decision 048), in the erasure's transaction. The
// append-only trigger lets each row be redacted once: the actor and the before/after values may
// change, never what was done, to what or when.
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { redactActor, redactValues } from './audit-redaction';

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
