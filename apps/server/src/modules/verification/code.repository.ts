// Queries for one-time codes and failed checks. Every time comes from the caller's clock, never from
// the database's now(), so the rules can be tested by moving a clock.
import { and, count, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { oneTimeCodeFailures, oneTimeCodes, type Channel } from '../../db/schema';
import { windowHitsSubquery, type Window } from '../../lib/rate-limits';
import { savedCodeLength } from '../settings';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type NewCode = typeof oneTimeCodes.$inferInsert;

/**
 * Serialises the work on one key (an address or an IP) across every server process until the
 * transaction ends, so two concurrent requests cannot both pass a limit.
 */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The codes sent after `since` to this address or from this IP, outside devices' reserves (decision
 * 071): how many, and when the last went (null when none did).
 */
export async function sendsSince(
  db: Executor,
  by: { channel: Channel; address: string } | { ip: string },
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const who =
    'ip' in by
      ? eq(oneTimeCodes.ip, by.ip)
      : and(eq(oneTimeCodes.channel, by.channel), eq(oneTimeCodes.address, by.address));
  const [row] = await db
    .select({ count: count(), last: max(oneTimeCodes.createdAt) })
    .from(oneTimeCodes)
    .where(and(who, gt(oneTimeCodes.createdAt, since), isNull(oneTimeCodes.deviceId)));
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/**
 * Kills the unconsumed, unexpired codes of an address and purpose (a new code replaces them), but
 * those of devices' reserves, which nobody else may replace (decision 071).
 */
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
        isNull(oneTimeCodes.deviceId),
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

const judgeNewestLiveCode = statement<{ id: number; accepted: boolean }>(
  'codes_judge',
  sql`update ${oneTimeCodes} set
      attempts = ${oneTimeCodes.attempts}
        + case when ${oneTimeCodes.ip} = ${sql.placeholder('ip')} then 0 else 1 end,
      requester_attempts = ${oneTimeCodes.requesterAttempts}
        + case when ${oneTimeCodes.ip} = ${sql.placeholder('ip')} then 1 else 0 end,
      consumed_at = case when ${oneTimeCodes.codeHash} = ${sql.placeholder('codeHash')}
        then ${sql.placeholder('now')}::timestamptz end
    where ${oneTimeCodes.id} = (
        select c.id from ${oneTimeCodes} c
        where c.channel = ${sql.placeholder('channel')} and c.address = ${sql.placeholder('address')}
          and c.purpose = ${sql.placeholder('purpose')} and c.consumed_at is null
          and c.expires_at > ${sql.placeholder('now')}::timestamptz and c.device_id is null
          and case when c.ip = ${sql.placeholder('ip')} then c.requester_attempts else c.attempts end
            < ${sql.placeholder('maxTries')}::integer
          and (not ${sql.placeholder('ownOnly')}::boolean or c.ip = ${sql.placeholder('ip')})
        order by c.created_at desc, c.id desc limit 1)
      and ${oneTimeCodes.consumedAt} is null
      and ${oneTimeCodes.expiresAt} > ${sql.placeholder('now')}::timestamptz
      and case when ${oneTimeCodes.ip} = ${sql.placeholder('ip')}
          then ${oneTimeCodes.requesterAttempts} else ${oneTimeCodes.attempts} end
        < ${sql.placeholder('maxTries')}::integer
    returning ${oneTimeCodes.id} as id, ${oneTimeCodes.consumedAt} is not null as accepted`,
);

const checkGate = statement<{ failures: number | null; codeLength: number | null }>(
  'codes_check_gate',
  sql`select ${windowHitsSubquery} as failures, ${savedCodeLength} as "codeLength"`,
);

/**
 * What a check must know before it judges a guess, in one round trip: the failed checks counted for
 * the key (the client's IP) in the window, and the saved code length (null until saved).
 */
export async function readCheckGate(
  db: Executor,
  failuresKey: string,
  window: Window,
): Promise<{ failures: number; savedCodeLength: number | null }> {
  const [row] = await checkGate(db, {
    key: failuresKey,
    windowStart: window.start.toISOString(),
  });
  return { failures: row?.failures ?? 0, savedCodeLength: row?.codeLength ?? null };
}

export type Judgement = { codeId: number | null; accepted: boolean };

/**
 * Judges one guess against the newest live code of the address, in one statement: the guess uses up
 * one of the code's tries whether it is right or wrong, and a right one consumes the code. A code has
 * `maxTries` for guesses from the IP that asked for it and `maxTries` for guesses from anywhere else,
 * so strangers elsewhere cannot use up the requester's (decision 054). Concurrent guesses queue on the
 * code's row and each sees the tries the others used, so no more than `maxTries` guesses of either
 * kind are ever judged against one code. With `ownOnly`, only a code this IP asked for is judged.
 * A code of a device's reserve is never judged here: only with its cookie (judgeDeviceGuess).
 * `codeId` is null when there was no live code to judge.
 */
export async function judgeGuess(
  db: Executor,
  guess: { channel: Channel; address: string; purpose: string; codeHash: string; ip: string },
  rules: { now: Date; maxTries: number; ownOnly: boolean },
): Promise<Judgement> {
  const [row] = await judgeNewestLiveCode(db, {
    ...guess,
    now: rules.now.toISOString(),
    maxTries: rules.maxTries,
    ownOnly: rules.ownOnly,
  });
  return row ? { codeId: row.id, accepted: row.accepted } : { codeId: null, accepted: false };
}

export async function insertFailure(
  db: Executor,
  failure: {
    channel: Channel;
    address: string;
    failedAt: Date;
    codeId: number | null;
    ip: string;
  },
): Promise<void> {
  await db.insert(oneTimeCodeFailures).values(failure);
}

/** Wrong guesses judged against codes really sent to this address after `since`. */
export async function judgedFailuresSince(
  db: Executor,
  channel: Channel,
  address: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(oneTimeCodeFailures)
    .where(
      and(
        eq(oneTimeCodeFailures.channel, channel),
        eq(oneTimeCodeFailures.address, address),
        gt(oneTimeCodeFailures.failedAt, since),
        isNotNull(oneTimeCodeFailures.codeId),
      ),
    );
  return row?.failures ?? 0;
}
