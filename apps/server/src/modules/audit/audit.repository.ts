// The one writer of audit rows: every module records what it changed through here, inside the
// transaction of the change, so a row exists exactly when the change committed.
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export async function recordAudit(tx: Executor, entry: AuditRow): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
