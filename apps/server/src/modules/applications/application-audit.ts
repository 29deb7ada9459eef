// The audit rows of application saves (decision 044): a save whose result is read again (staff
// edits, saves under review, the submit) compares the application as shown before and after; an
// applicant's own save of a draft compares only the columns it wrote with the row it locked, so the
// hot save path does not read the application a second time for the log.
import { changedFields, recordAudit } from '../audit';
import type { Principal } from '../auth';
import type { Executor } from '../../db/client';
import type { ApplicationRow, ApplicationUpdate } from '../records';

/** Who saved, as the audit log names them. */
export function auditActor(principal: Principal): string {
  if (principal.kind === 'staff') return `staff:${principal.staffId}`;
  if (principal.kind === 'member') return `member:${principal.memberId}`;
  return `applicant:${principal.emails[0] ?? principal.mobiles[0] ?? ''}`;
}

/** Bookkeeping columns that say nothing about what the applicant gave. */
const NOT_AUDITED = new Set(['id', 'appId', 'steps', 'isAdmin', 'createdAt', 'updatedAt']);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The given columns of an application row, keyed as the application's view keys them. */
export function auditedColumns(
  row: Partial<ApplicationRow>,
  keys: readonly string[] = Object.keys(row),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (NOT_AUDITED.has(key)) continue;
    const value = (row as Record<string, unknown>)[key];
    out[snakeCase(key)] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

/** A new row's columns that hold something (a creation need not list every empty one). */
export function filledColumns(row: ApplicationRow): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(auditedColumns(row)).filter(([, value]) => value !== null && value !== ''),
  );
}

export type ApplicationAudit = {
  principal: Principal;
  action: string;
  applicationId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

/**
 * One row with the fields that changed. An update that changed nothing writes none; a submit is
 * always recorded.
 */
export async function auditApplication(tx: Executor, entry: ApplicationAudit): Promise<void> {
  const changed = changedFields(entry.before, entry.after);
  const unchanged = entry.before !== null && Object.keys(changed.after).length === 0;
  if (unchanged && entry.action === 'application.update') return;
  await recordAudit(tx, {
    actor: auditActor(entry.principal),
    action: entry.action,
    entity: 'application',
    entityId: String(entry.applicationId),
    before: changed.before,
    after: changed.after,
  });
}

/** An applicant's draft save: the columns it wrote, compared with the row as it was locked. */
export function auditDraftColumns(
  tx: Executor,
  principal: Principal,
  before: ApplicationRow,
  changes: ApplicationUpdate,
): Promise<void> {
  const keys = Object.keys(changes);
  return auditApplication(tx, {
    principal,
    action: 'application.update',
    applicationId: before.id,
    before: auditedColumns(before, keys),
    after: auditedColumns(changes as Partial<ApplicationRow>, keys),
  });
}
