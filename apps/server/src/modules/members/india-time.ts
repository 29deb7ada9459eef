// India time, as the member area shows dates (a member's day ends at midnight in India).
const INDIA_OFFSET_MS = 330 * 60 * 1000;

export const inIndia = (date: Date) => new Date(date.getTime() + INDIA_OFFSET_MS);

/** formatPlanExpiry formats the runtime's local fields: shift so they read as India time. */
export const indiaWallClock = (date: Date) =>
  new Date(inIndia(date).getTime() + date.getTimezoneOffset() * 60 * 1000);
