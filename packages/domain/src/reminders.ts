// Renewal reminders (member-area issue): a member is reminded 60, 30 and 7 days before their plan
// ends and 7 and 30 days after. The server's job, the database's check list and the back office's
// labels all read this one list.

/** The stages in the order a member meets them; daysBefore is the offset from the end (negative: after). */
export const REMINDER_STAGES = [
  { stage: 'before_60', daysBefore: 60, label: '60 days before' },
  { stage: 'before_30', daysBefore: 30, label: '30 days before' },
  { stage: 'before_7', daysBefore: 7, label: '7 days before' },
  { stage: 'after_7', daysBefore: -7, label: '7 days after' },
  { stage: 'after_30', daysBefore: -30, label: '30 days after' },
] as const;

export type ReminderStage = (typeof REMINDER_STAGES)[number]['stage'];

export const REMINDER_STAGE_VALUES = REMINDER_STAGES.map((entry) => entry.stage) as [
  ReminderStage,
  ...ReminderStage[],
];
