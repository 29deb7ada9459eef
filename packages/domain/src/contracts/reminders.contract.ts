// The unsubscribe link of a renewal reminder: GET /api/reminders/unsubscribe?m=&t= (a page that asks
// to confirm) and POST to the same address (the confirmation, and mail clients' one-click, RFC 8058).
import { z } from 'zod';
import { MAX_RECORD_ID } from '../record-id';
import { registerRequestContracts } from './request-contract';

export const reminderUnsubscribeQuery = z.object({
  m: z.coerce.number().int().positive().max(MAX_RECORD_ID),
  t: z.string().min(1).max(100),
});
export type ReminderUnsubscribeQuery = z.infer<typeof reminderUnsubscribeQuery>;

registerRequestContracts({ reminderUnsubscribeQuery });
