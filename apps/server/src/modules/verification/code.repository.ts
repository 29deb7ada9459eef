// Queries for one-time codes and failed checks. Every time comes from the caller's clock, never from
// the database's now(), so the rules can be tested by moving a clock.
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { oneTimeCodeFailures, oneTimeCodes, type Channel } from '../../db/schema';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type NewCode = typeof oneTimeCodes.$inferInsert;

/**
 * Serialises the work on one key (an address or an IP) across every server process until the
 * transaction ends, so two concurrent requests cannot both pass a limit.
 */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** When the last code was sent to this address (any purpose), or null. */
export async function lastSendTo(
  db: Executor,
  channel: Channel,
  address: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.address, address)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * The send time of the n-th newest code (1-based) sent after `since`, to this address or from this
 * IP: when it exists, n codes were sent in the window, and the window frees a place once it ages out.
 */
export async function nthNewestSendSince(
  db: Executor,
  by: { channel: Channel; address: string } | { ip: string },
  since: Date,
  n: number,
): Promise<Date | null> {
  const who =
    'ip' in by
      ? eq(oneTimeCodes.ip, by.ip)
      : and(eq(oneTimeCodes.channel, by.channel), eq(oneTimeCodes.address, by.address));
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(who, gt(oneTimeCodes.createdAt, since)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.createdAt ?? null;
}

/** Kills the unconsumed, unexpired codes of an address and purpose (a new code replaces them). */
export async function expireLiveCodes(
  db: Executor,
  code: { channel: Channel; address: string; purpose: string },
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeCodes.channel, code.channel),
        eq(oneTimeCodes.address, code.address),
        eq(oneTimeCodes.purpose, code.purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    );
}

export async function insertCode(db: Executor, code: NewCode): Promise<number> {
  const [row] = await db.insert(oneTimeCodes).values(code).returning({ id: oneTimeCodes.id });
  if (!row) throw new Error('one_time_codes insert returned no row');
  return row.id;
}

export async function deleteCode(db: Executor, id: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/** The code that can still be used: newest, unconsumed, unexpired, with tries left. */
export async function findLiveCode(
  db: Executor,
  code: { channel: Channel; address: string; purpose: string },
  now: Date,
  maxWrongTries: number,
): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.channel, code.channel),
        eq(oneTimeCodes.address, code.address),
        eq(oneTimeCodes.purpose, code.purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, maxWrongTries),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

export async function addWrongTry(db: Executor, id: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

export async function insertFailure(
  db: Executor,
  failure: { channel: Channel; address: string; failedAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodeFailures).values(failure);
}

/** Failure times of an address after `since`, oldest first. */
export async function failureTimesSince(
  db: Executor,
  channel: Channel,
  address: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ failedAt: oneTimeCodeFailures.failedAt })
    .from(oneTimeCodeFailures)
    .where(
      and(
        eq(oneTimeCodeFailures.channel, channel),
        eq(oneTimeCodeFailures.address, address),
        gt(oneTimeCodeFailures.failedAt, since),
      ),
    )
    .orderBy(asc(oneTimeCodeFailures.failedAt));
  return rows.map((row) => row.failedAt);
}

const consumeValid = statement<{ id: number }>(
  'codes_consume_valid',
  sql`update ${oneTimeCodes} set consumed_at = ${sql.placeholder('now')}::timestamptz
    where ${oneTimeCodes.id} = (
        select c.id from ${oneTimeCodes} c
        where c.channel = ${sql.placeholder('channel')} and c.address = ${sql.placeholder('address')}
          and c.purpose = ${sql.placeholder('purpose')} and c.consumed_at is null
          and c.expires_at > ${sql.placeholder('now')}::timestamptz
          and c.attempts < ${sql.placeholder('maxWrongTries')}::integer
        order by c.created_at desc, c.id desc limit 1)
      and ${oneTimeCodes.codeHash} = ${sql.placeholder('codeHash')}
      and ${oneTimeCodes.consumedAt} is null
      and (select count(*) from ${oneTimeCodeFailures} f
        where f.channel = ${sql.placeholder('channel')} and f.address = ${sql.placeholder('address')}
          and f.failed_at > ${sql.placeholder('failuresSince')}::timestamptz)
        < ${sql.placeholder('lockoutFailures')}::integer
    returning ${oneTimeCodes.id}`,
);

/**
 * The right code of an address that cannot be locked, used up in one statement: the newest live code
 * matches the hash, and the address has too few recent failures to be locked. False tells nothing
 * (wrong, used, expired, or possibly locked): the caller then takes the full, counted path.
 */
export async function consumeIfValid(
  db: Executor,
  code: { channel: Channel; address: string; purpose: string; codeHash: string },
  rules: { now: Date; maxWrongTries: number; failuresSince: Date; lockoutFailures: number },
): Promise<boolean> {
  const rows = await consumeValid(db, {
    ...code,
    now: rules.now.toISOString(),
    maxWrongTries: rules.maxWrongTries,
    failuresSince: rules.failuresSince.toISOString(),
    lockoutFailures: rules.lockoutFailures,
  });
  return rows.length > 0;
}
