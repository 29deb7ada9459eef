// The reports' monthly summaries sent (issue #31): one row per month, written in the transaction that
// queues the emails, so of several processes running the job at once one sends and the rest see it.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const reportSummaries = pgTable('report_summaries', {
  /** The month summarised, 'YYYY-MM' (Indian calendar). */
  month: text('month').primaryKey(),
  sentAt: at('sent_at').notNull(),
  /** How many staff it went to. */
  recipients: integer('recipients').notNull(),
});
