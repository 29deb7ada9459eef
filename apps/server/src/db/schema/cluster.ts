// What several server processes share: job leases and the list of running processes.
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, at } from './columns';

/**
 * Scheduled jobs (payment reconciliation, receipts, reminders) run in one server process at a time:
 * a run takes the job's lease by one conditional UPDATE, and a crashed holder's lease simply expires.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  leasedUntil: at('leased_until').notNull(),
  lastFinishedAt: at('last_finished_at'),
});

export const FILE_STORE_KINDS = ['disk', 's3'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

/**
 * The server processes using this database, each refreshing `last_seen` while it runs (decision 027):
 * how a process learns it has company, e.g. that its uploads must be where the others can read them.
 */
export const serverProcesses = pgTable(
  'server_processes',
  {
    id: text('id').primaryKey(),
    pid: integer('pid').notNull(),
    host: text('host').notNull(),
    /** Where this process stores uploads. */
    fileStore: text('file_store').$type<FileStoreKind>().notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    lastSeen: at('last_seen').notNull().defaultNow(),
  },
  (t) => [check('server_processes_file_store_check', inList(t.fileStore, FILE_STORE_KINDS))],
);
