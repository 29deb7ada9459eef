// Catalogue: the membership categories an applicant chooses from.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';

export const membershipCategories = pgTable(
  'membership_categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    /** Upgrade order: a category may be upgraded to any category of higher rank. */
    rank: integer('rank').notNull().unique(),
    joiningFeePaise: integer('joining_fee_paise').notNull(),
    annualFeePaise: integer('annual_fee_paise').notNull(),
    /** Comma-separated eligibility points, shown as a list in the eligibility modal. */
    eligibility: text('eligibility').notNull().default(''),
    eligibilityRemark: text('eligibility_remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'membership_categories_fees_check',
      sql`${t.joiningFeePaise} >= 0 and ${t.annualFeePaise} >= 0`,
    ),
  ],
);
