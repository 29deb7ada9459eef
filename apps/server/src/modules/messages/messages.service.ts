// The back office's messages (issue #16): every message to an applicant, member or staff member, its
// delivery, its text on demand (never a code or a link's token: decision 053), and a resend of one that failed or did not arrive.
import type { Outbox } from '../../adapters/messaging/outbox-service';
import { findOutboxRow, type OutboxRow } from '../../adapters/messaging/outbox.repository';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import type { PageResult, Paging } from '../../lib/list-query';
import { findMember } from '../records';
import {
  countMessages,
  messagesPage,
  recipientAddresses,
  type MessageFilters,
} from './messages.repository';
import { MESSAGE_TEXTS, notResendableReason, shownText } from './message-rules';
import { hideLinkTokens } from '../../adapters/messaging/outbox-redaction';
import { resendMessage } from './resend-message';
import type { MessageItem } from '@portico/domain/contracts/staff-messages.contract';

export type { MessageItem };

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toItem(row: OutboxRow): MessageItem {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject === null ? null : hideLinkTokens(row.subject),
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    read_at: iso(row.readAt),
    failed_at: iso(row.failedAt),
    next_attempt_at: iso(row.nextAttemptAt),
    application_id: row.applicationId,
    member_id: row.memberId,
    not_resendable_reason: notResendableReason(row),
  };
}

/** A member's messages are every message to them, whichever way it was tagged (issue #16). */
async function withMember(db: Database, filters: MessageFilters): Promise<MessageFilters> {
  if (filters.memberId === undefined) return filters;
  const member = await findMember(db, filters.memberId);
  if (!member) return filters;
  return {
    ...filters,
    member: {
      memberId: member.id,
      applicationId: member.applicationId,
      addresses: recipientAddresses(member.email, member.mobileNumber),
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

export function createMessagesService(deps: { db: Database; outbox: Outbox }) {
  const { db } = deps;
  return {
    async list(query: MessageFilters, paging: Paging): Promise<PageResult<MessageItem>> {
      const filters = await withMember(db, query);
      const [rows, total] = await Promise.all([
        messagesPage(db, filters, paging),
        countMessages(db, filters),
      ]);
      return { items: rows.map(toItem), total, ...paging };
    },
    async detail(id: number) {
      const row = await findOutboxRow(db, id);
      if (!row) throw new NotFoundError(MESSAGE_TEXTS.notFound);
      return { ...toItem(row), ...shownText(row) };
    },
    async resend(principal: StaffPrincipal, id: number) {
      const copyId = await resendMessage(deps, principal, id);
      deps.outbox.kick();
      return { message: MESSAGE_TEXTS.resent, id: copyId };
    },
  };
}
