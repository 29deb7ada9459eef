// The readable numbers of members and orders ('PM-0042', 'PO-0042'): drawn from sequences, never reused.
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';

/** The next readable number of a series: 'PM-0042' style, from a sequence (never reused). */
async function nextNumber(db: Executor, sequence: 'member_number_seq') {
  const [row] = resultRows<{ value: string | number }>(
    await db.execute(sql`select nextval(${sequence}) as value`),
  );
  return Number(row?.value);
}

export const formatSerial = (prefix: string, value: number) =>
  `${prefix}${String(value).padStart(4, '0')}`;

export async function nextMemberNumber(db: Executor, prefix: string): Promise<string> {
  return formatSerial(prefix, await nextNumber(db, 'member_number_seq'));
}
