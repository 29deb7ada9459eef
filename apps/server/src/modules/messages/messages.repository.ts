// The back office's reads of the outbox: the messages list (failed first, then newest) with its filters.
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox, type Channel } from '../../db/schema';
import type { OutboxRow, OutboxStatus } from '../../adapters/messaging/outbox.repository';
import { offsetOf, type Paging } from '../../lib/list-query';
import { searchCondition } from '../../lib/search';
import { lockedRow } from '../../lib/first-row';

export type MessageFilters = {
  q?: string | undefined;
  status?: OutboxStatus | undefined;
  channel?: Channel | undefined;
  kind?: string | undefined;
  applicationId?: number | undefined;
  memberId?: number | undefined;
  /**
   * Every message to a member: tagged with them, about their application, or sent to their email or
   * mobile (the codes and news they had as an applicant too). Replaces `memberId` when given.
   */
  member?: MessageRecipient | undefined;
};

export type MessageRecipient = {
  memberId: number;
  applicationId: number | null;
  /** Their email and mobile as the outbox writes them (see recipientAddresses). */
  addresses: readonly string[];
};

/** How the outbox writes an email (as given, or lower-cased for codes) and a mobile (digits). */
export function recipientAddresses(email: string, mobile: string): string[] {
  const digits = mobile.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return [
    ...new Set(
      [email, email.toLowerCase(), national, national.length === 10 ? `91${national}` : ''].filter(
        (address) => address !== '',
      ),
    ),
  ];
}

function recipientCondition(member: MessageRecipient): SQL | undefined {
  return or(
    eq(outbox.memberId, member.memberId),
    member.applicationId === null ? undefined : eq(outbox.applicationId, member.applicationId),
    member.addresses.length > 0 ? inArray(outbox.to, [...member.addresses]) : undefined,
  );
}

function conditions(filters: MessageFilters): SQL | undefined {
  return and(
    filters.status === undefined ? undefined : eq(outbox.status, filters.status),
    filters.channel === undefined ? undefined : eq(outbox.channel, filters.channel),
    filters.kind === undefined ? undefined : eq(outbox.kind, filters.kind),
    filters.applicationId === undefined
      ? undefined
      : eq(outbox.applicationId, filters.applicationId),
    filters.member !== undefined
      ? recipientCondition(filters.member)
      : filters.memberId === undefined
        ? undefined
        : eq(outbox.memberId, filters.memberId),
    filters.q
      ? searchCondition(filters.q, {
          text: (pattern) => sql`${outbox.to} ilike ${pattern}`,
          // A mobile is written as digits, with 91 before it for WhatsApp: '%98123…%' finds both.
          phone: (pattern) => sql`${outbox.to} like ${pattern}`,
        })
      : undefined,
  );
}

export function messagesPage(
  db: Executor,
  filters: MessageFilters,
  paging: Paging,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(conditions(filters))
    .orderBy(
      sql`case when ${outbox.status} = 'failed' then 0 else 1 end`,
      desc(outbox.createdAt),
      desc(outbox.id),
    )
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export async function countMessages(db: Executor, filters: MessageFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(conditions(filters));
  return row?.count ?? 0;
}

/** The message, locked for the transaction (a resend is decided one at a time per message). */
export async function lockMessage(tx: Executor, id: number): Promise<OutboxRow | undefined> {
  return lockedRow(tx, outbox, eq(outbox.id, id));
}

/** A copy of message `id` that staff resent and that is still on its way (a double submit). */
export async function findPendingResend(tx: Executor, id: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        sql`${outbox.status} in ('pending', 'sending')`,
        sql`(${outbox.payload})::jsonb ->> 'resentFrom' = ${String(id)}`,
      ),
    )
    .limit(1);
  return row?.id;
}
