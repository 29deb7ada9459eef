// The transfer requests' and team settings' queries (decision 118): the one owner of team_transfers
// and team_settings, and who in the office hears of a new request. Values are bound parameters.
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { TEAM_TRANSFER_STATUS_VALUES } from '@portico/domain/contracts/values';
import type { Executor } from '../../db/client';
import { staff, staffRoles, teamSettings, teamTransfers } from '../../db/schema';
import { firstRow, lockedRow } from '../../lib/first-row';
import { insertRow } from '../../lib/insert-row';

export type TransferRow = typeof teamTransfers.$inferSelect;
export type ClosedStatus = Exclude<(typeof TEAM_TRANSFER_STATUS_VALUES)[number], 'open'>;

/** No row yet: transfers take effect at once (decision 110's behaviour). */
export async function readTransfersNeedApproval(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: teamSettings.transfersNeedApproval })
    .from(teamSettings)
    .where(eq(teamSettings.id, 1));
  return row?.value ?? false;
}

export async function saveTransfersNeedApproval(
  db: Executor,
  value: boolean,
  staffId: number,
  at: Date,
): Promise<void> {
  const values = { transfersNeedApproval: value, updatedAt: at, updatedBy: staffId };
  await db
    .insert(teamSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: teamSettings.id, set: values });
}

/** A member has one open request at the most (decision 118). */
const openRequestOf = (memberId: number) =>
  and(eq(teamTransfers.memberId, memberId), eq(teamTransfers.status, 'open'));

export async function findOpenTransfer(
  db: Executor,
  memberId: number,
): Promise<TransferRow | undefined> {
  return firstRow(db, teamTransfers, openRequestOf(memberId));
}

/** The open request, locked until the transaction ends (an approval and a withdrawal race). */
export async function lockOpenTransfer(
  db: Executor,
  memberId: number,
): Promise<TransferRow | undefined> {
  return lockedRow(db, teamTransfers, openRequestOf(memberId));
}

export async function insertTransfer(
  db: Executor,
  row: { memberId: number; fromPersonId: number; toPersonId: number },
): Promise<TransferRow> {
  return insertRow(db, teamTransfers, { ...row, status: 'open' }, 'transfer request not inserted');
}

export async function closeTransfer(
  db: Executor,
  transferId: number,
  change: { status: ClosedStatus; reason?: string; decidedBy?: number; at: Date },
): Promise<void> {
  await db
    .update(teamTransfers)
    .set({
      status: change.status,
      reason: change.reason ?? null,
      decidedBy: change.decidedBy ?? null,
      closedAt: change.at,
    })
    .where(and(eq(teamTransfers.id, transferId), eq(teamTransfers.status, 'open')));
}

/** The member's open request if it names the person (as the holder who asked or the new one). */
export async function openTransferNaming(
  db: Executor,
  memberId: number,
  personId: number,
): Promise<TransferRow | undefined> {
  return firstRow(
    db,
    teamTransfers,
    and(
      openRequestOf(memberId),
      or(eq(teamTransfers.fromPersonId, personId), eq(teamTransfers.toPersonId, personId)),
    ),
  );
}

/** Every member's open request, the oldest first (the office's waiting work), and how many there are. */
export async function listOpenTransfers(
  db: Executor,
  limit: number,
): Promise<{ rows: TransferRow[]; total: number }> {
  const open = eq(teamTransfers.status, 'open');
  const rows = await db
    .select()
    .from(teamTransfers)
    .where(open)
    .orderBy(asc(teamTransfers.createdAt), asc(teamTransfers.id))
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(teamTransfers).where(open);
  return { rows, total: counted?.total ?? 0 };
}

/** The staff who decide transfers (active admins and office staff), each once. */
export async function findTransferDeciders(
  db: Executor,
): Promise<Array<{ id: number; name: string; email: string }>> {
  return db
    .selectDistinct({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(and(eq(staff.active, true), inArray(staffRoles.role, ['admin', 'office'])))
    .orderBy(asc(staff.id));
}
