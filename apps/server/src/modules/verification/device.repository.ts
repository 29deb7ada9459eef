// Queries for the devices that proved an address before and the codes of their reserve (decision
// 071). Every time comes from the caller's clock, as for the codes.
import { and, count, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { oneTimeCodes, signInDevices, type Channel } from '../../db/schema';
import type { Judgement } from './code.repository';
import type { NewDevice } from './code-rules';

export type DeviceAddress = { channel: Channel; address: string };

/** The id of the live row that names this device key with the address, or null. */
export async function findLiveDevice(
  db: Executor,
  deviceKey: string,
  { channel, address }: DeviceAddress,
  at: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.deviceHash, deviceKey),
        eq(signInDevices.channel, channel),
        eq(signInDevices.address, address),
        gt(signInDevices.expiresAt, at),
      ),
    );
  return row?.id ?? null;
}

/** The codes sent from this device's reserve after `since`: how many, and when the last went. */
export async function deviceSendsSince(
  db: Executor,
  deviceId: number,
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const [row] = await db
    .select({ count: count(), last: max(oneTimeCodes.createdAt) })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.deviceId, deviceId), gt(oneTimeCodes.createdAt, since)));
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/** Kills the device's live codes of a purpose: its new code, from either pool, replaces them. */
export async function expireDeviceCodes(
  db: Executor,
  deviceId: number,
  purpose: string,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeCodes.deviceId, deviceId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    );
}

const rememberStatement = statement<never>(
  'devices_remember',
  sql`with moved as (
      update ${signInDevices} set device_hash = ${sql.placeholder('key')}::text,
        expires_at = case when channel = ${sql.placeholder('channel')}::text
            and address = ${sql.placeholder('address')}::text
          then ${sql.placeholder('expiresAt')}::timestamptz else expires_at end
      where device_hash = ${sql.placeholder('presentedKey')}::text
        and expires_at > ${sql.placeholder('at')}::timestamptz
      returning channel, address
    ), dropped as (
      delete from ${signInDevices} where device_hash = ${sql.placeholder('presentedKey')}::text
        and expires_at <= ${sql.placeholder('at')}::timestamptz
    )
    insert into ${signInDevices} (device_hash, channel, address, created_at, expires_at)
    select ${sql.placeholder('key')}::text, ${sql.placeholder('channel')}::text,
      ${sql.placeholder('address')}::text, ${sql.placeholder('at')}::timestamptz,
      ${sql.placeholder('expiresAt')}::timestamptz
    where not exists (
      select 1 from moved
      where channel = ${sql.placeholder('channel')}::text
        and address = ${sql.placeholder('address')}::text)`,
);

/**
 * Gives the device that presented `presentedKey` a new key and remembers the address under it until
 * `expiresAt`, in one statement. The presented key's other live addresses move to the new key, so a
 * cookie planted by someone else, or copied before, stops working once the owner signs in; its dead
 * rows go. (A device that presented none is remembered by the statement that judged its right code.)
 */
export async function rememberPresentedDevice(
  db: Executor,
  presentedKey: string,
  device: NewDevice,
  { channel, address }: DeviceAddress,
): Promise<void> {
  await rememberStatement(db, {
    presentedKey,
    key: device.key,
    channel,
    address,
    at: device.at.toISOString(),
    expiresAt: device.expiresAt.toISOString(),
  });
}

/**
 * Forgets every device of these addresses, emails or mobile numbers (an erasure, a deactivated staff
 * account): their codes go with them (ON DELETE CASCADE).
 */
export async function forgetDevicesTo(db: Executor, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  await db.delete(signInDevices).where(inArray(signInDevices.address, addresses));
}

const judgeNewestDeviceCode = statement<{ id: number; accepted: boolean }>(
  'codes_judge_device',
  sql`update ${oneTimeCodes} set
      attempts = ${oneTimeCodes.attempts} + 1,
      consumed_at = case when ${oneTimeCodes.codeHash} = ${sql.placeholder('codeHash')}
        then ${sql.placeholder('now')}::timestamptz end
    where ${oneTimeCodes.id} = (
        select c.id from ${oneTimeCodes} c
        join ${signInDevices} d on d.id = c.device_id
        where d.device_hash = ${sql.placeholder('deviceKey')}
          and d.channel = ${sql.placeholder('channel')} and d.address = ${sql.placeholder('address')}
          and d.expires_at > ${sql.placeholder('now')}::timestamptz
          and c.purpose = ${sql.placeholder('purpose')} and c.consumed_at is null
          and c.expires_at > ${sql.placeholder('now')}::timestamptz
          and c.attempts < ${sql.placeholder('maxTries')}::integer
        order by c.created_at desc, c.id desc limit 1)
      and ${oneTimeCodes.consumedAt} is null
      and ${oneTimeCodes.expiresAt} > ${sql.placeholder('now')}::timestamptz
      and ${oneTimeCodes.attempts} < ${sql.placeholder('maxTries')}::integer
    returning ${oneTimeCodes.id} as id, ${oneTimeCodes.consumedAt} is not null as accepted`,
);

/**
 * Judges a guess that came with a device cookie against the newest live code of that device's
 * reserve for the address, in one statement, as judgeGuess does for the others: the code's
 * `maxTries` tries can be spent only by requests that carry the cookie. Null when the device has
 * no such code with tries left (the guess then goes to the address's other codes).
 */
export async function judgeDeviceGuess(
  db: Executor,
  guess: DeviceAddress & { deviceKey: string; purpose: string; codeHash: string },
  rules: { now: Date; maxTries: number },
): Promise<Judgement | null> {
  const [row] = await judgeNewestDeviceCode(db, {
    ...guess,
    now: rules.now.toISOString(),
    maxTries: rules.maxTries,
  });
  return row ? { codeId: row.id, accepted: row.accepted } : null;
}
