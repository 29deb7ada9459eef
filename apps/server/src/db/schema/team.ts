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
import {
  TEAM_ROLE_VALUES,
  TEAM_STATUS_VALUES,
  TEAM_TRANSFER_STATUS_VALUES,
} from '@portico/domain/contracts/values';
import { at, createdAt, id, inList, ownerId, updatedAt } from './columns';
import { members } from './applications';

export const teamPeople = pgTable(
  'team_people',
  {
    id: id(),
    memberId: ownerId('member_id', () => members.id),
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
    // A member's team, whatever each person's status: the sign-in's check for a removed person, the
    // team's own lists, and the cascade when a member row goes.
    index('team_people_member_idx').on(t.memberId),
    // The sign-in's lookups by address.
    index('team_people_email_idx')
      .on(t.email)
      .where(sql`${t.status} <> 'removed'`),
    index('team_people_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.status} <> 'removed'`),
  ],
);

/** The association's team settings (decision 118): one row, absent until an admin saves. */
export const teamSettings = pgTable(
  'team_settings',
  {
    id: integer('id').primaryKey(),
    /** A holder's transfer is a request the office approves or refuses. */
    transfersNeedApproval: boolean('transfers_need_approval').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [check('team_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * A holder's request to transfer the account, where the association approves transfers (decision
 * 118). At most one open per member; the closed ones stay as the history.
 */
export const teamTransfers = pgTable(
  'team_transfers',
  {
    id: id(),
    memberId: ownerId('member_id', () => members.id),
    /** The holder who asked. */
    fromPersonId: ownerId('from_person_id', () => teamPeople.id),
    /** The team member who would become the holder. */
    toPersonId: ownerId('to_person_id', () => teamPeople.id),
    status: text('status').$type<(typeof TEAM_TRANSFER_STATUS_VALUES)[number]>().notNull(),
    /** Refused: the office's reason (the holder is emailed it); cancelled: what changed. */
    reason: text('reason'),
    /** The staff account that approved or refused. */
    decidedBy: integer('decided_by'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('team_transfers_status_check', inList(t.status, TEAM_TRANSFER_STATUS_VALUES)),
    check(
      'team_transfers_refused_reason',
      sql`${t.status} <> 'refused' or ${t.reason} is not null`,
    ),
    uniqueIndex('team_transfers_one_open_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('team_transfers_to_person_idx').on(t.toPersonId),
  ],
);
