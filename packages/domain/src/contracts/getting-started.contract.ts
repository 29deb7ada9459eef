// GET /api/staff/getting-started (admin only): the steps a new association takes before it opens,
// each ticked from what the database holds now, never from a flag someone sets (issue #27).
import { z } from 'zod';
import { dataResponse } from './common';

export const GETTING_STARTED_STEPS = [
  /** The association's details and GSTIN saved in Settings. */
  'association_details',
  /** A logo uploaded in Settings. */
  'logo',
  /** A membership category created or changed (its fees checked) in the back office. */
  'categories',
  /** At least one active staff account besides the admin asking, or a staff member invited. */
  'staff',
  /** The register of members imported, or the proposer rule set below 2 (decision 070). */
  'register',
  /** A test message delivered on each channel set up (email, SMS, WhatsApp), sent from Getting started. */
  'messages',
  /** An admin's test payment captured (refunded or not) from Getting started (decision 072). */
  'payment',
] as const;
export type GettingStartedStepKey = (typeof GETTING_STARTED_STEPS)[number];

export const gettingStarted = z.object({
  steps: z.array(z.object({ key: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
});
export type GettingStarted = z.infer<typeof gettingStarted>;

export const gettingStartedResponse = dataResponse(gettingStarted);
