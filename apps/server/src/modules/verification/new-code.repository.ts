// Storing a code a send made, and dropping one that could not be delivered.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { oneTimeCodes } from '../../db/schema';
import { requireRow } from '../../lib/require-row';
import type { CodeRow } from './code.repository';

const insertCodeStatement = statement<{ id: number }>(
  'codes_insert',
  sql`insert into ${oneTimeCodes}
      (channel, address, code_hash, purpose, expires_at, created_at, ip, device_id)
    values (${sql.placeholder('channel')}::text, ${sql.placeholder('address')}::text,
      ${sql.placeholder('codeHash')}::text, ${sql.placeholder('purpose')}::text,
      ${sql.placeholder('expiresAt')}::timestamptz, ${sql.placeholder('createdAt')}::timestamptz,
      ${sql.placeholder('ip')}::text, ${sql.placeholder('deviceId')}::int)
    returning id`,
);

/** A new code, as a send stores it (its guesses start at none). */
export type NewCode = Pick<
  CodeRow,
  'channel' | 'address' | 'codeHash' | 'purpose' | 'expiresAt' | 'createdAt' | 'ip' | 'deviceId'
>;

/** Stores a code: a statement built once, as it runs on every code request. */
export async function insertCode(db: Executor, code: NewCode): Promise<number> {
  const rows = await insertCodeStatement(db, {
    ...code,
    expiresAt: code.expiresAt.toISOString(),
    createdAt: code.createdAt.toISOString(),
  });
  return requireRow(rows, 'one_time_codes insert returned no row').id;
}

export async function deleteCode(db: Executor, id: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}
