// The Getting started test messages: the admin's own contact, and their tests' outbox rows, found by
// the audit rows that record each test (action TEST_MESSAGE_ACTION, entity the outbox row).
import { eq, sql } from 'drizzle-orm';
import type { Channel } from '../../db/schema';
import { staff } from '../../db/schema';
import { resultRows, type Executor } from '../../db/client';
import { DELIVERED_TEST_STATUSES } from '@portico/domain/contracts/test-messages.contract';

export const TEST_MESSAGE_ACTION = 'settings.test_message';

export async function findStaffContact(db: Executor, staffId: number) {
  const [row] = await db
    .select({ email: staff.email, name: staff.name, mobile: staff.mobile })
    .from(staff)
    .where(eq(staff.id, staffId));
  return row;
}

export async function saveStaffMobile(tx: Executor, staffId: number, mobile: string) {
  await tx.update(staff).set({ mobile }).where(eq(staff.id, staffId));
}

export type TestMessageRow = {
  id: number;
  channel: Channel;
  status: string;
  error: string | null;
  createdAt: Date;
};

/** The actor's last test on each channel (the outbox row as it stands now). */
export async function lastTestMessages(db: Executor, actor: string): Promise<TestMessageRow[]> {
  const result = await db.execute(sql`select distinct on (o.channel)
      o.id, o.channel, o.status, o.error, o.created_at as "createdAt"
    from audit_log a join outbox o on o.id = cast(a.entity_id as integer)
    where a.action = ${TEST_MESSAGE_ACTION} and a.entity = 'outbox' and a.actor = ${actor}
    order by o.channel, o.id desc`);
  return resultRows<Record<string, unknown>>(result).map((row) => ({
    id: Number(row.id),
    channel: row.channel as Channel,
    status: String(row.status),
    error: (row.error as string | null) ?? null,
    createdAt: new Date(String(row.createdAt)),
  }));
}

/** The channels on which any admin's test message reached the provider. */
export async function deliveredTestChannels(db: Executor): Promise<Set<Channel>> {
  const delivered = sql.join(
    DELIVERED_TEST_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`select distinct o.channel
    from audit_log a join outbox o on o.id = cast(a.entity_id as integer)
    where a.action = ${TEST_MESSAGE_ACTION} and a.entity = 'outbox' and o.status in (${delivered})`);
  return new Set(resultRows<{ channel: Channel }>(result).map((row) => row.channel));
}
