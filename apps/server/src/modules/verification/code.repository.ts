// Queries for one-time codes and failed checks. Every time comes from the caller's clock, never from
// the database's now(), so the rules can be tested by moving a clock.
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { oneTimeCodeFailures, oneTimeCodes, signInDevices, type Channel } from '../../db/schema';
import { windowHitsSubquery, type Window } from '../../lib/rate-limits';
import {
  savedCodeLength,
  settingsWithTemplateColumns,
  type SettingsWithTemplateJson,
} from '../settings';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import type { NewDevice } from './code-rules';

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * Serialises the work on each key (an address or an IP) across every server process until the
 * transaction ends, so two concurrent requests cannot both pass a limit. Keys are locked in the
 * order given (a select list is evaluated left to right), in one round trip.
 */
export async function lockKeys(tx: Executor, ...keys: [string] | [string, string]): Promise<void> {
  const locks = keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

/** What a send is judged by: codes sent in the hour to its address and from its IP, and failures. */
export type SendCounts = {
  toAddress: { count: number; last: Date | null };
  fromIp: { count: number; last: Date | null };
  /** Wrong guesses judged against codes really sent to the address since `failuresSince`. */
  failures: number;
  /** The settings and the message template the code is made with, read in the same statement. */
  settings: SettingsWithTemplateJson;
};

const countSendsAndExpire = statement<
  {
    addressCount: number;
    addressLast: number | null;
    ipCount: number;
    ipLast: number | null;
    failures: number;
  } & SettingsWithTemplateJson
>(
  'codes_send_counts',
  sql`with expired as (
      update ${oneTimeCodes} set expires_at = ${sql.placeholder('now')}::timestamptz
      where channel = ${sql.placeholder('channel')}::text
        and address = ${sql.placeholder('address')}::text
        and purpose = ${sql.placeholder('purpose')}::text
        and consumed_at is null and expires_at > ${sql.placeholder('now')}::timestamptz
        and device_id is null
      returning 1
    ), to_address as (
      select count(*)::int as n, extract(epoch from max(created_at)) * 1000 as last
      from ${oneTimeCodes}
      where channel = ${sql.placeholder('channel')}::text
        and address = ${sql.placeholder('address')}::text
        and created_at > ${sql.placeholder('since')}::timestamptz and device_id is null
    ), from_ip as (
      select count(*)::int as n, extract(epoch from max(created_at)) * 1000 as last
      from ${oneTimeCodes}
      where ip = ${sql.placeholder('ip')}::text
        and created_at > ${sql.placeholder('since')}::timestamptz and device_id is null
    )
    select to_address.n as "addressCount", to_address.last::float8 as "addressLast",
      from_ip.n as "ipCount", from_ip.last::float8 as "ipLast",
      (select count(*)::int from ${oneTimeCodeFailures} f
        where f.channel = ${sql.placeholder('channel')}::text
          and f.address = ${sql.placeholder('address')}::text
          and f.failed_at > ${sql.placeholder('failuresSince')}::timestamptz
          and f.code_id is not null) as failures,
      ${settingsWithTemplateColumns}
    from to_address, from_ip`,
);

/**
 * In one statement: the counts a send is judged by (codes outside devices' reserves, decision 071),
 * the live codes of the address and purpose killed, as the new one replaces them (a device's
 * reserved codes never are), and the settings with the template of `kind` the code is made with. A
 * send refused on these counts rolls the whole transaction back.
 */
export async function countSendsAndExpireLive(
  tx: Executor,
  code: {
    channel: Channel;
    address: string;
    purpose: string;
    ip: string;
    kind: MessageTemplateKind;
  },
  times: { now: Date; since: Date; failuresSince: Date },
): Promise<SendCounts> {
  // The spread last: on Node 20 a spread followed by new keys costs microseconds (decision 125).
  const [row] = await countSendsAndExpire(tx, {
    now: times.now.toISOString(),
    since: times.since.toISOString(),
    failuresSince: times.failuresSince.toISOString(),
    ...code,
  });
  const date = (epochMs: number | null | undefined) =>
    epochMs === null || epochMs === undefined ? null : new Date(Number(epochMs));
  return {
    toAddress: { count: row?.addressCount ?? 0, last: date(row?.addressLast) },
    fromIp: { count: row?.ipCount ?? 0, last: date(row?.ipLast) },
    failures: row?.failures ?? 0,
    settings: { association: row?.association ?? null, template: row?.template ?? null },
  };
}

type JudgedRow = {
  failures: number;
  codeLength: number | null;
  id: number | null;
  accepted: boolean | null;
};

/** A right code's device, remembered in the judging statement (decision 071). */
const rememberedDevice = sql`, remembered as (
      insert into ${signInDevices} (device_hash, channel, address, created_at, expires_at)
      select ${sql.placeholder('newDeviceKey')}::text, ${sql.placeholder('channel')}::text,
        ${sql.placeholder('address')}::text, ${sql.placeholder('deviceAt')}::timestamptz,
        ${sql.placeholder('deviceExpiresAt')}::timestamptz
      from judged where judged.accepted
    )`;

/** The judging statement; `remembering`, it also remembers the device a right code came from. */
function judgeStatement(name: string, remembering: boolean) {
  return statement<JudgedRow>(
    name,
    sql`with gate as (
      select coalesce(${windowHitsSubquery}, 0)::int as failures, ${savedCodeLength} as code_length
    ), judged as (
      update ${oneTimeCodes} set
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
            and (c.ip = ${sql.placeholder('ip')}
              or (select failures from gate) < ${sql.placeholder('failureLimit')}::integer)
          order by c.created_at desc, c.id desc limit 1)
        and coalesce((select code_length from gate), 0) = any(${sql.placeholder('savedLengths')}::int[])
        and ${oneTimeCodes.consumedAt} is null
        and ${oneTimeCodes.expiresAt} > ${sql.placeholder('now')}::timestamptz
        and case when ${oneTimeCodes.ip} = ${sql.placeholder('ip')}
            then ${oneTimeCodes.requesterAttempts} else ${oneTimeCodes.attempts} end
          < ${sql.placeholder('maxTries')}::integer
      returning ${oneTimeCodes.id} as id, ${oneTimeCodes.consumedAt} is not null as accepted
    )${remembering ? rememberedDevice : sql``}
    select gate.failures, gate.code_length as "codeLength", judged.id, judged.accepted
    from gate left join judged on true`,
  );
}

const judgeNewestLiveCode = judgeStatement('codes_judge', false);
const judgeRemembering = judgeStatement('codes_judge_remembering', true);

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

/** A judgement with the gate it passed: the IP's failures this hour and the saved code length. */
export type GatedJudgement = Judgement & { failures: number; savedCodeLength: number | null };

/**
 * Judges one guess against the newest live code of the address, in one statement with the gate that
 * decides how: the guess uses up one of the code's tries whether it is right or wrong, and a right
 * one consumes the code. A code has `maxTries` for guesses from the IP that asked for it and
 * `maxTries` for guesses from anywhere else, so strangers elsewhere cannot use up the requester's
 * (decision 054). Concurrent guesses queue on the code's row and each sees the tries the others used,
 * so no more than `maxTries` guesses of either kind are ever judged against one code.
 *
 * The gate, read in the same statement: once the IP's failed checks this hour (`failuresKey` in
 * `window`) reach `failureLimit`, only a code this IP asked for is judged; and nothing is judged
 * unless the saved code length (0 when none is saved) is one of `savedLengths`, those under which
 * the guess's length is accepted. A code of a device's reserve is never judged here: only with its
 * cookie (judgeDeviceGuess). `codeId` is null when there was no live code to judge.
 *
 * `remember`: the device a right code remembers the address under, in the same statement (decision
 * 071); null when the caller remembers it otherwise (a device that presented its cookie).
 */
export async function judgeGuess(
  db: Executor,
  guess: { channel: Channel; address: string; purpose: string; codeHash: string; ip: string },
  rules: { now: Date; maxTries: number },
  gate: { failuresKey: string; window: Window; failureLimit: number; savedLengths: number[] },
  remember: NewDevice | null,
): Promise<GatedJudgement> {
  const values = {
    now: rules.now.toISOString(),
    maxTries: rules.maxTries,
    key: gate.failuresKey,
    windowStart: gate.window.start.toISOString(),
    failureLimit: gate.failureLimit,
    savedLengths: gate.savedLengths,
    ...guess,
  };
  const [row] = remember
    ? await judgeRemembering(db, {
        ...values,
        newDeviceKey: remember.key,
        deviceAt: remember.at.toISOString(),
        deviceExpiresAt: remember.expiresAt.toISOString(),
      })
    : await judgeNewestLiveCode(db, values);
  return {
    failures: row?.failures ?? 0,
    savedCodeLength: row?.codeLength ?? null,
    codeId: row?.id ?? null,
    accepted: row?.accepted === true,
  };
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
