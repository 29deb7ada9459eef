// Audit rows of edits: who (a staff member, or the member themself), what, and the before/after of
// the fields that changed, written in the same transaction as the change.
import type { Executor } from '../../db/client';
import { recordAudit } from '../audit/audit.repository';
import type { StaffPrincipal } from '../auth';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export function staffActor(principal: StaffPrincipal): string {
  return `staff:${principal.staffId}`;
}

/**
 * The actor of a member's own change: 'member:12', or 'member:12:person:5' when a person of the
 * company's team acted (decision 110), whom the audit log then names with their role.
 */
export function memberActor(memberId: number, personId?: number | null): string {
  return personId === undefined || personId === null
    ? `member:${memberId}`
    : `member:${memberId}:person:${personId}`;
}

/** Writes the row; an update that changed nothing writes none. */
export function auditChange(
  tx: Executor,
  principal: StaffPrincipal,
  entry: AuditEntry,
): Promise<void> {
  return auditChangeBy(tx, staffActor(principal), entry);
}

/** As auditChange, for any actor ('member:12', 'system', …). */
export async function auditChangeBy(tx: Executor, actor: string, entry: AuditEntry): Promise<void> {
  const { before, after } =
    entry.before && entry.after ? changedFields(entry.before, entry.after) : entry;
  if (entry.before && entry.after && Object.keys(after ?? {}).length === 0) return;
  await recordAudit(tx, {
    actor,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before,
    after,
  });
}

type Fields = Record<string, unknown>;

/**
 * Only the keys whose values differ, with the values before and after (compared as JSON, so arrays
 * and dates compare by value). Without a before (a creation) every field is new.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields };
export function changedFields(
  before: Fields | null,
  after: Fields,
): { before: Fields | null; after: Fields };
export function changedFields(
  before: Fields | null,
  after: Fields,
): { before: Fields | null; after: Fields } {
  if (before === null) return { before: null, after };
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changedBefore[key] = before[key] ?? null;
      changedAfter[key] = after[key] ?? null;
    }
  }
  return { before: changedBefore, after: changedAfter };
}
