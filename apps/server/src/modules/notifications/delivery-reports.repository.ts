// The WhatsApp status reports on the outbox (issue #16). One UPDATE per report, whose conditions make
// it idempotent and safe out of order: a status only moves forward (sent → delivered → read), a
// repeat changes nothing, each time is kept as first reported, and a failure after delivery is ignored.
import type { WhatsappReportedStatus } from '@portico/domain/contracts/whatsapp-webhook.contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

type Status = (typeof outbox.$inferSelect)['status'];

/** From which statuses a report moves the row on. */
const MOVES_FROM: Readonly<Record<WhatsappReportedStatus, readonly Status[]>> = {
  sent: ['pending', 'sending'],
  delivered: ['pending', 'sending', 'sent'],
  read: ['pending', 'sending', 'sent', 'delivered'],
  failed: ['pending', 'sending', 'sent'],
};

export type StatusReport = {
  providerMessageId: string;
  status: WhatsappReportedStatus;
  at: Date;
  /** Failed only: Meta's reason, safe to show staff. */
  error?: string;
};

/** True when the row changed (a status or a time not known before). */
export async function recordStatusReport(db: Database, report: StatusReport): Promise<boolean> {
  const { status, at } = report;
  const movable = sql`${outbox.status} in (${sql.join(
    MOVES_FROM[status].map((from) => sql`${from}`),
    sql`, `,
  )})`;
  const times = {
    delivered: { deliveredAt: sql`coalesce(${outbox.deliveredAt}, ${at})` },
    // Read implies delivered: a read report that overtakes its delivery still records both.
    read: {
      readAt: sql`coalesce(${outbox.readAt}, ${at})`,
      deliveredAt: sql`coalesce(${outbox.deliveredAt}, ${at})`,
    },
    failed: {
      failedAt: sql`case when ${movable} then coalesce(${outbox.failedAt}, ${at}) else ${outbox.failedAt} end`,
      error: sql`case when ${movable} then ${report.error ?? 'WhatsApp could not deliver it'} else ${outbox.error} end`,
    },
    sent: {},
  }[status];
  const timeUnknown = {
    sent: sql`false`,
    delivered: sql`${outbox.deliveredAt} is null`,
    read: sql`(${outbox.readAt} is null or ${outbox.deliveredAt} is null)`,
    failed: sql`false`,
  }[status];
  const rows = await db
    .update(outbox)
    .set({
      status: sql`case when ${movable} then ${status} else ${outbox.status} end`,
      ...times,
    })
    .where(
      and(
        eq(outbox.providerMessageId, report.providerMessageId),
        inArray(outbox.channel, ['whatsapp']),
        sql`(${movable} or ${timeUnknown})`,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length > 0;
}
