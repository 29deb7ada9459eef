// What the development hooks read: the newest messages of the outbox, instead of a real mailbox or
// phone.
import {
  findRecentOutboxMessages,
  type OutboxRow,
} from '../../adapters/messaging/outbox.repository';
import type { Outbox } from '../../adapters/messaging/outbox-service';
import type { Database } from '../../db/client';

export const DEV_OUTBOX_LIMIT = 20;

export type DevService = ReturnType<typeof createDevService>;

export function createDevService(deps: { db: Database; outbox: Pick<Outbox, 'open'> }) {
  /** The message as it was sent: its code and links from the sealed copy (decision 053). */
  const asSent = (row: OutboxRow): OutboxRow => {
    try {
      const { subject, text } = deps.outbox.open(row);
      return { ...row, subject, text };
    } catch {
      return row;
    }
  };
  return {
    /** The newest outbox messages, to one address when `to` names it. */
    recentOutbox: async (to: string | undefined) =>
      (
        await findRecentOutboxMessages(deps.db, { ...(to ? { to } : {}), limit: DEV_OUTBOX_LIMIT })
      ).map(asSent),
  };
}
