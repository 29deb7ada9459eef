// The outbox table's queries: writing messages, the worker's claims under a lease, the outcome of each
// attempt, and what the dev outbox and the staff screens read.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox, type Channel } from '../../db/schema';
import { requireRow } from '../../lib/require-row';
import { firstRow } from '../../lib/first-row';
import { statement } from '../../db/statement';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxStatus = OutboxRow['status'];

export type NewOutboxMessage = {
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: Date;
  /** Set at once when there is no real transport (the outbox is the delivery). */
  sentAt: Date | null;
  status: OutboxStatus;
  kind?: string | null;
  payload?: string | null;
  /** The sealed copy the worker sends from (decision 053). */
  sealed?: string | null;
  applicationId?: number | null;
  memberId?: number | null;
  nextAttemptAt?: Date | null;
  lockedUntil?: Date | null;
  attempts?: number;
};

const placeholder = (name: keyof NewOutboxMessage) => sql.placeholder(name);

const insertStatement = statement<{ id: number }>(
  'outbox_insert',
  sql`insert into ${outbox} (channel, to_address, subject, text, html, created_at, sent_at, status,
      kind, payload, sealed, application_id, member_id, next_attempt_at, locked_until, attempts)
    values (${placeholder('channel')}::text, ${placeholder('to')}::text,
      ${placeholder('subject')}::text, ${placeholder('text')}::text, ${placeholder('html')}::text,
      ${placeholder('createdAt')}::timestamptz, ${placeholder('sentAt')}::timestamptz,
      ${placeholder('status')}::text, ${placeholder('kind')}::text, ${placeholder('payload')}::text,
      ${placeholder('sealed')}::text, ${placeholder('applicationId')}::int,
      ${placeholder('memberId')}::int, ${placeholder('nextAttemptAt')}::timestamptz,
      ${placeholder('lockedUntil')}::timestamptz, ${placeholder('attempts')}::int)
    returning id`,
);

const isoOrNull = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * Writes a message and answers its row as stored. A statement built once (every code request
 * writes one); the row is the message with its id and the columns a new row starts without.
 */
export async function insertOutboxMessage(
  db: Executor,
  message: NewOutboxMessage,
): Promise<OutboxRow> {
  const row: Omit<OutboxRow, 'id'> = {
    kind: null,
    payload: null,
    sealed: null,
    applicationId: null,
    memberId: null,
    nextAttemptAt: null,
    lockedUntil: null,
    attempts: 0,
    ...message,
    error: null,
    providerMessageId: null,
    deliveredAt: null,
    readAt: null,
    failedAt: null,
  };
  const inserted = await insertStatement(db, {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: isoOrNull(row.sentAt),
    nextAttemptAt: isoOrNull(row.nextAttemptAt),
    lockedUntil: isoOrNull(row.lockedUntil),
  });
  return { ...row, id: requireRow(inserted, 'outbox insert returned no row').id };
}

/**
 * Claims up to `limit` due rows for one attempt each: pending rows whose time has come, and rows whose
 * sender's lease ran out (its process died mid-send). SKIP LOCKED: two workers never take one row.
 */
export async function claimDueOutboxRows(
  db: Executor,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const now = options.now.toISOString();
  const leaseUntil = options.leaseUntil.toISOString();
  const { limit } = options;
  const result = await db.execute(sql`
    update outbox set status = 'sending', locked_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
    where id in (
      select id from outbox
      where next_attempt_at is not null and next_attempt_at <= ${now}::timestamptz
        and (status = 'pending' or (status = 'sending' and locked_until <= ${now}::timestamptz))
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf(result).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.id} in ${ids}`)
    .orderBy(outbox.id);
}

/**
 * When the next claim can take a row: the earliest pending row's time, or a sending row's lease end
 * (its process may have died). Null when nothing waits. Rows delivered from memory (no time) never count.
 */
export async function nextOutboxClaimAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<
        string | Date | null
      >`min(case when ${outbox.status} = 'pending' then ${outbox.nextAttemptAt} else ${outbox.lockedUntil} end)`,
    })
    .from(outbox)
    .where(
      and(
        sql`${outbox.status} in ('pending', 'sending')`,
        sql`${outbox.nextAttemptAt} is not null`,
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

function rowsOf(result: unknown): { id: unknown }[] {
  const rows = (result as { rows?: unknown }).rows ?? result;
  return Array.isArray(rows) ? (rows as { id: unknown }[]) : [];
}

/** This attempt's row, as long as no other worker took it over since (attempts moved on). */
const attemptOf = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'sending'));

type Redacted = {
  text: string;
  html: string | null;
  payload: string | null;
  sealed: string | null;
};

export async function markOutboxSent(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  outcome: { at: Date; providerMessageId: string | null } & Redacted,
): Promise<void> {
  const { at, providerMessageId, ...redacted } = outcome;
  await db
    .update(outbox)
    .set({
      ...redacted,
      status: 'sent',
      sentAt: at,
      providerMessageId,
      error: null,
      nextAttemptAt: null,
      lockedUntil: null,
    })
    .where(attemptOf(row));
}

export async function scheduleOutboxRetry(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  outcome: { error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'pending', ...outcome, lockedUntil: null })
    .where(attemptOf(row));
}

export async function markOutboxFailed(
  db: Executor,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  outcome: { at: Date; error: string } & Redacted,
): Promise<void> {
  const { at, ...rest } = outcome;
  await db
    .update(outbox)
    .set({ ...rest, status: 'failed', failedAt: at, nextAttemptAt: null, lockedUntil: null })
    .where(attemptOf(row));
}

/**
 * Rows a request was delivering from memory (with attachments) whose lease ran out: its process
 * died. No worker can send them (the attachments are gone): failed, for their job to send again.
 */
export async function failAbandonedOutboxRows(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({
      status: 'failed',
      failedAt: now,
      lockedUntil: null,
      error: 'The process sending it stopped; it is sent again by the job that made it',
    })
    .where(
      and(
        eq(outbox.status, 'sending'),
        sql`${outbox.nextAttemptAt} is null`,
        lte(outbox.lockedUntil, now),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

export async function findOutboxRow(db: Executor, id: number): Promise<OutboxRow | undefined> {
  return firstRow(db, outbox, eq(outbox.id, id));
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
      : and(sql`${outbox.channel} in ('sms', 'whatsapp')`, eq(outbox.to, to.replace(/\D/g, '')));
  return db
    .select()
    .from(outbox)
    .where(filter)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit);
}
