// Members' membership periods and the renewal reminders sent for them.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { REMINDER_STAGE_VALUES, type ReminderStage } from '@portico/domain/reminders';
import { at, createdAt, id, inList, ownerId, requiredRef } from './columns';
import { members } from './applications';
import { membershipCategories } from './catalog';
import { orders } from './payments';
import { planHistory } from './plan-history';

export const membershipPeriods = pgTable(
  'membership_periods',
  {
    id: id(),
    memberId: ownerId('member_id', () => members.id),
    categoryId: requiredRef('category_id', () => membershipCategories.id),
    planHistoryId: integer('plan_history_id').references(() => planHistory.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_periods_member_ends_idx').on(t.memberId, t.endsAt),
    // The reports read every period in each member's order with these columns only (an index-only
    // scan, already sorted for their window functions; decision 106).
    index('membership_periods_member_starts_idx').on(
      t.memberId,
      t.startsAt,
      t.id,
      t.endsAt,
      t.categoryId,
    ),
    check('membership_periods_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

// The renewal reminders of a period (the list lives in the domain package).
export { REMINDER_STAGE_VALUES, type ReminderStage };

/**
 * One row per reminder sent: the key (member, period end, stage) makes each reminder go out once,
 * however many job runs (or server processes) reach it; staff read who was reminded when.
 */
export const memberReminders = pgTable(
  'member_reminders',
  {
    id: id(),
    memberId: ownerId('member_id', () => members.id),
    periodEndsAt: at('period_ends_at').notNull(),
    stage: text('stage').$type<ReminderStage>().notNull(),
    /** First claimed at. */
    createdAt: createdAt(),
    /**
     * When a run last claimed it to send; another run may take it over once this is older than the
     * lease (a run that crashed or failed to deliver).
     */
    claimedAt: at('claimed_at'),
    /** Each channel's hand-over, so a retry sends only what is missing. */
    emailSentAt: at('email_sent_at'),
    smsSentAt: at('sms_sent_at'),
    /** Once every channel was handed over. */
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('member_reminders_once_idx').on(t.memberId, t.periodEndsAt, t.stage),
    index('member_reminders_created_idx').on(t.createdAt),
    check('member_reminders_stage_check', inList(t.stage, REMINDER_STAGE_VALUES)),
  ],
);
