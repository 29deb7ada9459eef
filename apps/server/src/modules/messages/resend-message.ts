// Staff resend a message: a new pending copy of it, in one transaction with its audit row. The
// original is locked meanwhile, and a copy still on its way is answered again (a double submit, a
// retried request) instead of queuing a second one.
import type { Outbox } from '../../adapters/messaging/outbox-service';
import type { OutboxRow } from '../../adapters/messaging/outbox.repository';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import { findPendingResend, lockMessage } from './messages.repository';
import { MESSAGE_TEXTS, notResendableReason } from './message-rules';

/** The message as written (its sealed copy holds the links' tokens), or a 409 when it is unreadable. */
function openOriginal(outbox: Outbox, row: OutboxRow) {
  try {
    return outbox.open(row);
  } catch {
    throw new ConflictError(MESSAGE_TEXTS.linkGone);
  }
}

export async function resendMessage(
  deps: { db: Database; outbox: Outbox },
  principal: StaffPrincipal,
  id: number,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const original = await lockMessage(tx, id);
    if (!original) throw new NotFoundError(MESSAGE_TEXTS.notFound);
    const reason = notResendableReason(original);
    if (reason) throw new ConflictError(reason);
    const already = await findPendingResend(tx, id);
    if (already !== undefined) return already;
    const written = openOriginal(deps.outbox, original);
    const copy = await deps.outbox.enqueue(tx, {
      channel: original.channel,
      to: written.to,
      subject: written.subject,
      text: written.text,
      html: written.html,
      kind: original.kind,
      ...(written.data === undefined ? {} : { payload: written.data }),
      applicationId: original.applicationId,
      memberId: original.memberId,
      resentFrom: original.id,
    });
    await auditChange(tx, principal, {
      action: 'message.resend',
      entity: 'outbox',
      entityId: original.id,
      before: null,
      after: { copy_id: copy.id, to: original.to, kind: original.kind, status: original.status },
    });
    return copy.id;
  });
}
