// Staff accounts and their roles.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ownerId, updatedAt } from './columns';
import { STAFF_ROLE_VALUES } from '@portico/domain/contracts/values';
import type { ZoneCode, StaffRole } from './value-sets';
import { zones } from './reference-data';

export const staff = pgTable('staff', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  /** The staff member's own mobile (10 digits), given for the Getting started test messages. */
  mobile: text('mobile'),
  /** Gets the reports' monthly summary by email (an admin chooses, issue #31). */
  monthlySummary: boolean('monthly_summary').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const staffRoles = pgTable(
  'staff_roles',
  {
    id: id(),
    staffId: ownerId('staff_id', () => staff.id),
    role: text('role').$type<StaffRole>().notNull(),
    /** Only for zone managers: the zone whose applications they review. */
    zone: text('zone')
      .$type<ZoneCode>()
      .references(() => zones.code),
  },
  (t) => [
    unique('staff_roles_unique').on(t.staffId, t.role, t.zone).nullsNotDistinct(),
    index('staff_roles_zone_idx').on(t.zone),
    check('staff_roles_role_check', inList(t.role, STAFF_ROLE_VALUES)),
    check('staff_roles_zone_check', sql`(${t.role} = 'zone_manager') = (${t.zone} is not null)`),
  ],
);
