// The members' directory (issue #31, decision 104): a member's listing, which they opt into and
// shape themselves, and the services the association lists members under. Whether a listing shows is
// decided when it is read (opted in, not hidden by staff, membership current), never by a job.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DirectoryVisibility } from '@portico/domain/contracts/directory.contract';
import { at, updatedAt } from './columns';
import { members } from './applications';
import { staff } from './staff';

export const directoryListings = pgTable(
  'directory_listings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member opted in; off by default, so nobody is listed without asking. */
    listed: boolean('listed').notNull().default(false),
    description: text('description').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Slugs of directory_services; a slug staff removed is ignored when read. */
    services: jsonb('services')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    website: text('website').notNull().default(''),
    socialLinks: jsonb('social_links')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who sees each contact field: 'public', 'members' or 'hidden' (the contract's rules). */
    visibility: jsonb('visibility').$type<DirectoryVisibility>().notNull(),
    logoKey: text('logo_key'),
    logoContentType: text('logo_content_type'),
    /** Staff hid the listing (with why); the member sees the reason and cannot undo it. */
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references(() => staff.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('directory_listings_listed_idx')
      .on(t.memberId)
      .where(sql`${t.listed} and ${t.hiddenAt} is null`),
    check('directory_listings_description_check', sql`length(${t.description}) <= 600`),
  ],
);

/** The services members choose from, as the association names them (the back office edits them). */
export const directoryServices = pgTable('directory_services', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
