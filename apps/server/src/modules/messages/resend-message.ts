// Staff resend a message: a new pending copy of it, in one transaction with its audit row. The
// original is locked meanwhile, and a copy still on its way is answered again (a double submit, a
// retried request) instead of queuing a second one.
import type { Outbox } from '../../adapters/messaging/outbox-service';
import { parsePayload } from '../../adapters/messaging/outbox';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { auditChange } from '../audit/audit.service';
import type { StaffPrincipal } from '../auth/principal';
import { findPendingResend, lockMessage } from './messages.repository';
import { MESSAGE_TEXTS, notResendableReason } from './message-rules';

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
    const stored = parsePayload(original.payload);
    const copy = await deps.outbox.enqueue(tx, {
      channel: original.channel,
      to: original.to,
      subject: original.subject,
      text: original.text,
      html: original.html,
      kind: original.kind,
      ...(stored.data === undefined ? {} : { payload: stored.data }),
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
