// The outbox table: every outgoing email and SMS is recorded here, delivered or not. The mail adapter
// owns it; the SMS adapter and the dev outbox route use these queries too.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox, type Channel } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

export type NewOutboxMessage = {
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: Date;
  /** Set at once when there is no real transport (the outbox is the delivery). */
  sentAt: Date | null;
};

export async function insertOutboxMessage(
  db: Executor,
  message: NewOutboxMessage,
): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function markOutboxSent(db: Executor, id: number, sentAt: Date): Promise<void> {
  await db.update(outbox).set({ sentAt, error: null }).where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Executor, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}

/**
 * The latest messages, newest first; only those to `to` when given. Emails compare case-insensitively,
 * mobile numbers by their digits.
 */
export function findRecentOutboxMessages(
  db: Executor,
  options: { to?: string; limit: number },
): Promise<OutboxRow[]> {
  const to = options.to?.trim();
  const filter = !to
    ? undefined
    : to.includes('@')
      ? and(eq(outbox.channel, 'email'), sql`lower(${outbox.to}) = ${to.toLowerCase()}`)
      : and(eq(outbox.channel, 'sms'), eq(outbox.to, to.replace(/\D/g, '')));
  return db
    .select()
    .from(outbox)
    .where(filter)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit);
}
