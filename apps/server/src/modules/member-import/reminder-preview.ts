// The preview of an import's renewal reminders (issue #27, decision 067): for each member, the day
// their first reminder would go if reminders start on `from`. The reminders job sends the stage due
// when it first finds a member (60 days before the end at the earliest, up to 37 days after), so the
// first reminder goes on the later of `from` and 60 days before the end, unless that is past the last.
import { addDays, subDays } from 'date-fns';
import type { ReminderPreview } from '@portico/domain/contracts/member-import.contract';
import { REMINDER_STAGES } from '@portico/domain/reminders';

const FIRST_DAYS_BEFORE = Math.max(...REMINDER_STAGES.map((stage) => stage.daysBefore));
/** The reminders job's last stage stops a week after it is due (reminders.ts: dueStage). */
const LAST_DAYS_AFTER = 37;
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** Midnight in India of a YYYY-MM-DD day: when reminders chosen to start that day start. */
export function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** YYYY-MM-DD of the instant in India. */
const indiaDay = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** When the member's first reminder goes if reminders start at `from`; null: none would. */
export function firstReminderAt(expiry: Date, from: Date): Date | null {
  const windowOpens = subDays(expiry, FIRST_DAYS_BEFORE);
  const first = from > windowOpens ? from : windowOpens;
  return first > addDays(expiry, LAST_DAYS_AFTER) ? null : first;
}

/**
 * How many of these members' periods (by end) would be messaged if reminders start on `from`
 * (YYYY-MM-DD; a day already begun starts `now`), and when.
 */
export function previewReminders(
  ends: readonly Date[],
  from: string | null,
  now: Date,
): ReminderPreview {
  if (from === null) return { from: null, messaged: 0, firstReminders: [] };
  const day = startOfIndiaDay(from);
  const start = day > now ? day : now;
  const byDay = new Map<string, number>();
  for (const expiry of ends) {
    const first = firstReminderAt(expiry, start);
    if (first) byDay.set(indiaDay(first), (byDay.get(indiaDay(first)) ?? 0) + 1);
  }
  const firstReminders = [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([on, members]) => ({ on, members }));
  const messaged = firstReminders.reduce((sum, day) => sum + day.members, 0);
  return { from, messaged, firstReminders };
}
