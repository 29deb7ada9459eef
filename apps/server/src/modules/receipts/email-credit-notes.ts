// The credit note job: emails each credit note not yet emailed to the member billed, with its PDF,
// claimed like a receipt (one sender, at most once; a failed send is released and tried again).
import { formatIndiaDate } from '@portico/domain/format';
import { findMember } from '../records';
import { buildEmail } from '../../lib/email/build-email';
import { emailBrand } from '../../lib/email/email-brand';
import { creditNoteOf } from './credit-note-of';
import {
  claimCreditNote,
  findCreditNotesToEmail,
  releaseCreditNote,
} from './credit-notes.repository';
import { readOnce } from '../settings';
import type { ReceiptDeps } from './receipt-deps';

/** The scheduled job that runs emailPendingCreditNotes; a processed refund wakes it. */
export const CREDIT_NOTES_JOB = 'credit-notes.email';

export async function emailPendingCreditNotes(jobDeps: ReceiptDeps, limit = 20): Promise<number> {
  // The seller is read once a run, at its first credit note.
  const deps = { ...jobDeps, association: readOnce(jobDeps.association) };
  const { db } = deps;
  let sent = 0;
  for (const { note, order } of await findCreditNotesToEmail(db, limit)) {
    if (!(await claimCreditNote(db, note.id, deps.now()))) continue;
    try {
      const member = order.memberId === null ? undefined : await findMember(db, order.memberId);
      if (!member?.email) continue;
      const { fileName, pdf, note: printed } = await creditNoteOf(deps, note, order);
      const association = await deps.association.current();
      const amount = `₹${(note.totalPaise / 100).toFixed(2)}`;
      const email = await buildEmail(
        'credit_note',
        {
          member_name: printed.member.name,
          amount,
          what_happened:
            note.refundId === null
              ? `We have reduced tax invoice ${note.invoiceNumber} by ${amount}. No money is refunded: this credit note adjusts the invoice.`
              : `We have refunded ${amount} of order ${order.uniqueOrderId}.`,
          order_id: order.uniqueOrderId,
          number: note.number,
          issued_on: formatIndiaDate(note.issuedAt),
          invoice_number: note.invoiceNumber,
          reason: note.reason,
          file_name: fileName,
        },
        emailBrand(association, deps.publicUrl),
      );
      await deps.mail.send({
        to: member.email,
        ...email,
        attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
        kind: 'credit_note_email',
        memberId: member.id,
      });
      sent += 1;
    } catch (error) {
      await releaseCreditNote(db, note.id);
      deps.logger.error({ err: error, creditNote: note.number }, 'credit note not emailed');
    }
  }
  return sent;
}
