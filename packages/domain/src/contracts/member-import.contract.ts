// POST /api/staff/members/import (admin): the register of members as a CSV or XLSX file (multipart,
// field `file`) and a `dryRun` field. The answer is the report, whether the import ran or was refused
// for its problems: counts, what each row does, and every problem with its row and column.
import { z } from 'zod';
import { dataResponse, dateParam } from './common';
import { registerRequestContracts } from './request-contract';

export const IMPORT_ACTION_VALUES = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTION_VALUES)[number];

/**
 * The multipart fields beside the file; `dryRun` is 'true' or 'false' (form fields are text). It has no
 * default: an upload that does not say which it is is refused, never guessed (issue #25).
 */
export const memberImportFields = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }),
  /**
   * The day (India) the new members' renewal reminders start; absent or empty: none until the admin
   * turns them on (an import never messages anyone by itself, decision 067).
   */
  remindersFrom: z.union([z.literal(''), dateParam('remindersFrom')]).optional(),
});

/** Who the reminders would reach, and when their first one goes (a day in India, YYYY-MM-DD). */
export const reminderPreview = z.object({
  /** The start chosen; null: reminders held until the admin turns them on. */
  from: z.string().nullable(),
  /** Members who would get at least one reminder. */
  messaged: z.number().int(),
  /** Members whose first reminder goes on each day, earliest first. */
  firstReminders: z.array(z.object({ on: z.string(), members: z.number().int() })),
});

/** GET /api/staff/members/import/reminders?from=: imported members still held, and the preview. */
export const heldRemindersQuery = z.object({ from: dateParam('from') });
/** POST /api/staff/members/import/reminders: start the held members' reminders on that day. */
export const startRemindersBody = z.object({ from: dateParam('from') });
export const heldReminders = z.object({
  /** Imported members whose reminders are held (after a POST: those it started). */
  held: z.number().int(),
  preview: reminderPreview,
});
export const heldRemindersResponse = dataResponse(heldReminders);

export const importProblem = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});

export const importChange = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTION_VALUES),
  /** The member's number once imported (null on a dry run for a row that gets the next number). */
  memberNumber: z.string().nullable(),
  companyName: z.string(),
});

export const memberImportReport = z.object({
  fileName: z.string(),
  dryRun: z.boolean(),
  /** True when the rows were written; false on a dry run and on a file with problems. */
  imported: z.boolean(),
  /** Data rows read (the header and empty rows not counted). */
  rows: z.number().int(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  /** Rows that create or update a member (unchanged rows are only counted). */
  changes: z.array(importChange),
  problems: z.array(importProblem),
  /** The new members' renewal reminders: none unless a start was chosen (decision 067). */
  reminders: reminderPreview,
});

export const memberImportResponse = dataResponse(memberImportReport);

export type ImportProblemItem = z.infer<typeof importProblem>;
export type ImportChange = z.infer<typeof importChange>;
export type MemberImportReport = z.infer<typeof memberImportReport>;
export type ReminderPreview = z.infer<typeof reminderPreview>;
export type HeldReminders = z.infer<typeof heldReminders>;

registerRequestContracts({ heldRemindersQuery, startRemindersBody });
