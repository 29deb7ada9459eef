// A company's team (issue #31, decision 110): the people who act for a member company, each with a
// role. One of them is the account holder (an admin); the migration made every member's own person
// the holder. A person signs in with their own email or mobile and a one-time code, and the member
// session carries their id: every request reads their role and status again from here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TEAM_ROLE_VALUES, TEAM_STATUS_VALUES } from '@portico/domain/contracts/values';
import { at, createdAt, id, inList, updatedAt } from './columns';
import { members } from './applications';

export const teamPeople = pgTable(
  'team_people',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case; null when invited by mobile only. */
    email: text('email'),
    /** Digits only; null when invited by email only. */
    mobile: text('mobile'),
    role: text('role').$type<(typeof TEAM_ROLE_VALUES)[number]>().notNull(),
    status: text('status').$type<(typeof TEAM_STATUS_VALUES)[number]>().notNull(),
    /** The account holder: exactly one per member, always an active admin. */
    holder: boolean('holder').notNull().default(false),
    /** The team person who invited them; null for the holder the migration made and staff's. */
    invitedBy: integer('invited_by').references((): AnyPgColumn => teamPeople.id, {
      onDelete: 'set null',
    }),
    activatedAt: at('activated_at'),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('team_people_role_check', inList(t.role, TEAM_ROLE_VALUES)),
    check('team_people_status_check', inList(t.status, TEAM_STATUS_VALUES)),
    check('team_people_contact_check', sql`${t.email} is not null or ${t.mobile} is not null`),
    check(
      'team_people_holder_check',
      sql`not ${t.holder} or (${t.role} = 'admin' and ${t.status} = 'active')`,
    ),
    uniqueIndex('team_people_one_holder_idx')
      .on(t.memberId)
      .where(sql`${t.holder}`),
    uniqueIndex('team_people_member_email_idx')
      .on(t.memberId, t.email)
      .where(sql`${t.status} <> 'removed' and ${t.email} is not null`),
    uniqueIndex('team_people_member_mobile_idx')
      .on(t.memberId, t.mobile)
      .where(sql`${t.status} <> 'removed' and ${t.mobile} is not null`),
    // The sign-in's lookups by address.
    index('team_people_email_idx')
      .on(t.email)
      .where(sql`${t.status} <> 'removed'`),
    index('team_people_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.status} <> 'removed'`),
  ],
);
