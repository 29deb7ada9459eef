/**
 * How long one step of a journey (a click, a wait for what the user sees, a message arriving in the
 * outbox, an `expect.poll`) may take before the journey fails. A cap, not a wait, and one for every
 * step of every journey (they had 15 or 20 s, picked by kind and file by file): CI has run the
 * journeys three times slower on one machine than on another.
 */
export const STEP_TIMEOUT_MS = 30_000;
