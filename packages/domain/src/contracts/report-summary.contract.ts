// The monthly summary of the reports (issue #31): on the first of each month the figures of the month
// just ended are emailed to the staff an admin chose. GET and PUT /api/staff/reports/summary-recipients
// (admin only) read and set who they are.
import { z } from 'zod';
import { registerRequestContracts } from './request-contract';
import { dataResponse } from './common';

/** At most this many staff are named in one choice (a far larger office than any association's). */
export const SUMMARY_RECIPIENTS_MAX = 200;

export const summaryRecipient = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Gets the summary. */
  chosen: z.boolean(),
});
export type SummaryRecipient = z.infer<typeof summaryRecipient>;

/** Every active staff member who may read the reports, and whether each gets the summary. */
export const summaryRecipientsResponse = dataResponse(
  z.object({ staff: z.array(summaryRecipient) }),
);

export const summaryRecipientsBody = z.object({
  staff_ids: z
    .array(z.number({ error: 'staff_ids must be staff account numbers' }).int().positive())
    .max(SUMMARY_RECIPIENTS_MAX, `At most ${SUMMARY_RECIPIENTS_MAX} staff can be chosen`),
});
export type SummaryRecipientsBody = z.infer<typeof summaryRecipientsBody>;

registerRequestContracts({ summaryRecipientsBody });
