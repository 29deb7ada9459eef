// What the development hooks read: the newest messages of the outbox, instead of a real mailbox or
// phone.
import { findRecentOutboxMessages } from '../../adapters/mail/outbox.repository';
import type { Database } from '../../db/client';

export const DEV_OUTBOX_LIMIT = 20;

export type DevService = ReturnType<typeof createDevService>;

export function createDevService(deps: { db: Database }) {
  return {
    /** The newest outbox messages, to one address when `to` names it. */
    recentOutbox: (to: string | undefined) =>
      findRecentOutboxMessages(deps.db, { ...(to ? { to } : {}), limit: DEV_OUTBOX_LIMIT }),
  };
}
