// Who gets the reports' monthly summary (issue #31): an admin ticks staff who may read the reports.
// The choice is a flag on each staff account; a change is audited with the ids before and after.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REPORT_ROLES } from '@portico/domain/contracts/reports.contract';
import type { SummaryRecipient } from '@portico/domain/contracts/report-summary.contract';
import type { Database, Executor } from '../../db/client';
import { staff, staffRoles } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { recordAudit, staffActor } from '../audit';
import type { StaffPrincipal } from '../auth';

/** Active staff who may read the reports, by name. */
async function eligibleStaff(db: Executor): Promise<SummaryRecipient[]> {
  const rows = await db
    .selectDistinct({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      chosen: staff.monthlySummary,
    })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(and(eq(staff.active, true), inArray(staffRoles.role, [...REPORT_ROLES])));
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export function listSummaryRecipients(db: Database): Promise<SummaryRecipient[]> {
  return eligibleStaff(db);
}

export async function setSummaryRecipients(
  db: Database,
  principal: StaffPrincipal,
  staffIds: readonly number[],
): Promise<SummaryRecipient[]> {
  return db.transaction(async (tx) => {
    const eligible = await eligibleStaff(tx);
    const known = new Set(eligible.map((person) => person.id));
    const unknown = staffIds.find((id) => !known.has(id));
    if (unknown !== undefined) {
      throw new BadRequestError(
        `Staff account ${unknown} cannot get the summary: choose active staff who may read the reports`,
      );
    }
    const wanted = new Set(staffIds);
    const before = eligible.filter((person) => person.chosen).map((person) => person.id);
    const after = eligible.filter((person) => wanted.has(person.id)).map((person) => person.id);
    if (before.join() === after.join()) return eligible;
    // One statement: each eligible account's flag is whether it was chosen.
    await tx
      .update(staff)
      .set({ monthlySummary: after.length ? inArray(staff.id, after) : sql`false` })
      .where(
        inArray(
          staff.id,
          eligible.map((person) => person.id),
        ),
      );
    await recordAudit(tx, {
      actor: staffActor(principal),
      action: 'settings.report_summary',
      entity: 'settings',
      entityId: 'report_summary',
      before: { staff_ids: before },
      after: { staff_ids: after },
    });
    return eligible.map((person) => ({ ...person, chosen: wanted.has(person.id) }));
  });
}
