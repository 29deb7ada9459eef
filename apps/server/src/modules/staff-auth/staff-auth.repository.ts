// Staff accounts with their roles and zones, as sign-in and the pipeline's role checks read them.
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { revokedTokens, staff, staffRoles, type StaffRole, type ZoneCode } from '../../db/schema';
import { statement } from '../../db/statement';
import type { StaffPrincipal } from '../auth';

export type StaffAccount = {
  id: number;
  email: string;
  name: string;
  active: boolean;
  roles: StaffRole[];
  /** The zones of the account's zone-manager roles. */
  zones: ZoneCode[];
};

async function withRoles(
  db: Executor,
  row: { id: number; email: string; name: string; active: boolean } | undefined,
): Promise<StaffAccount | undefined> {
  if (!row) return undefined;
  const roles = await db
    .select({ role: staffRoles.role, zone: staffRoles.zone })
    .from(staffRoles)
    .where(eq(staffRoles.staffId, row.id))
    .orderBy(asc(staffRoles.id));
  return {
    ...row,
    roles: [...new Set(roles.map((r) => r.role))],
    zones: [...new Set(roles.flatMap((r) => (r.zone ? [r.zone] : [])))],
  };
}

const columns = { id: staff.id, email: staff.email, name: staff.name, active: staff.active };

/** The account with this email (any case), active or not. */
export async function findStaffByEmail(
  db: Executor,
  email: string,
): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select(columns)
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return withRoles(db, row);
}

export async function findStaffById(db: Executor, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db.select(columns).from(staff).where(eq(staff.id, id)).limit(1);
  return withRoles(db, row);
}

const activeStaffPrincipal = statement<{
  email: string;
  roles: StaffRole[];
  zones: ZoneCode[];
}>(
  'staff_active_principal',
  sql`select ${staff.email} as email,
      coalesce(array_agg(distinct ${staffRoles.role}) filter (where ${staffRoles.role} is not null), '{}') as roles,
      coalesce(array_agg(distinct ${staffRoles.zone}) filter (where ${staffRoles.zone} is not null), '{}') as zones
    from ${staff} left join ${staffRoles} on ${staffRoles.staffId} = ${staff.id}
    where ${staff.id} = ${sql.placeholder('id')}::integer and ${staff.active}
      and not exists (select 1 from ${revokedTokens}
        where ${revokedTokens.jti} = any(${sql.placeholder('revocationIds')}::text[]))
    group by ${staff.id}`,
);

/**
 * The staff member as the database has them now, in one prepared statement: every staff request acts
 * with these roles and zones, never the ones its token was signed with (decision 020). Null once the
 * account is deactivated or removed, or once logout revoked any of `revocationIds` (the token's
 * session or its own id): one round trip for both checks, on every staff request.
 */
export async function currentStaffPrincipal(
  db: Executor,
  staffId: number,
  revocationIds: readonly string[] = [],
): Promise<StaffPrincipal | null> {
  const [row] = await activeStaffPrincipal(db, { id: staffId, revocationIds });
  if (!row) return null;
  return { kind: 'staff', staffId, email: row.email, roles: row.roles, zones: row.zones };
}
