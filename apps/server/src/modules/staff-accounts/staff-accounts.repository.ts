import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staff, staffRoles, type StaffRole, type ZoneCode } from '../../db/schema';
import { containsPattern, offsetOf, type Paging } from '../../lib/list-query';
import { requireRow } from '../../lib/require-row';
import { insertRow } from '../../lib/insert-row';

export type StaffRoleValue = { role: StaffRole; zone: ZoneCode | null };
export type StaffAccountRow = typeof staff.$inferSelect & { roles: StaffRoleValue[] };

export type StaffFilters = {
  q?: string | undefined;
  role?: StaffRole | undefined;
  active?: boolean | undefined;
};

function staffConditions(filters: StaffFilters): SQL | undefined {
  return and(
    filters.q
      ? or(
          ilike(staff.name, containsPattern(filters.q)),
          ilike(staff.email, containsPattern(filters.q)),
        )
      : undefined,
    filters.active === undefined ? undefined : eq(staff.active, filters.active),
    filters.role === undefined
      ? undefined
      : sql`exists (select 1 from ${staffRoles} where ${staffRoles.staffId} = ${staff.id} and ${staffRoles.role} = ${filters.role})`,
  );
}

async function withRoles(db: Executor, rows: (typeof staff.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const roles = await db
    .select()
    .from(staffRoles)
    .where(
      inArray(
        staffRoles.staffId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(staffRoles.role), asc(staffRoles.zone));
  return rows.map((row) => ({
    ...row,
    roles: roles
      .filter((role) => role.staffId === row.id)
      .map((role) => ({ role: role.role, zone: role.zone })),
  }));
}

export async function listStaff(
  db: Executor,
  filters: StaffFilters,
  paging: Paging,
): Promise<{ rows: StaffAccountRow[]; total: number }> {
  const where = staffConditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(staff)
      .where(where)
      .orderBy(asc(sql`lower(${staff.name})`), asc(staff.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(staff)
      .where(where),
  ]);
  return { rows: await withRoles(db, rows), total: counted?.total ?? 0 };
}

export async function lockStaff(tx: Executor, id: number): Promise<StaffAccountRow | undefined> {
  const rows = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return (await withRoles(tx, rows))[0];
}

/** The account with this email (any case), locked for the caller's transaction. */
export async function lockStaffByEmail(
  tx: Executor,
  email: string,
): Promise<StaffAccountRow | undefined> {
  const rows = await tx
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`)
    .for('update');
  return (await withRoles(tx, rows))[0];
}

export async function emailTaken(db: Executor, email: string, exceptId?: number) {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`);
  return rows.some((row) => row.id !== exceptId);
}

export async function insertStaff(
  tx: Executor,
  values: { email: string; name: string; active: boolean },
) {
  return insertRow(tx, staff, values);
}

export async function updateStaff(
  tx: Executor,
  id: number,
  values: Partial<{ email: string; name: string; active: boolean }>,
) {
  return requireRow(
    Object.keys(values).length > 0
      ? await tx.update(staff).set(values).where(eq(staff.id, id)).returning()
      : await tx.select().from(staff).where(eq(staff.id, id)),
    `staff ${id} vanished during its update`,
  );
}

export async function replaceStaffRoles(tx: Executor, staffId: number, roles: StaffRoleValue[]) {
  await tx.delete(staffRoles).where(eq(staffRoles.staffId, staffId));
  if (roles.length > 0) {
    await tx.insert(staffRoles).values(roles.map((role) => ({ staffId, ...role })));
  }
}

/** The name the staff member signs as (an invitation says who sent it). */
export async function findStaffName(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, id));
  return row?.name;
}
