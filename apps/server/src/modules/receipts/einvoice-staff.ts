// The back office's e-invoicing (decision 086): the documents still waiting for an IRN, with why,
// and an IRN cancelled at the IRP within 24 hours of its acknowledgement, audited.
import {
  EINVOICE_MESSAGES,
  IRN_CANCEL_WINDOW_HOURS,
  type IrnCancelBody,
  type WaitingDocument,
} from '@portico/domain/contracts/einvoice.contract';
import { eq } from 'drizzle-orm';
import { IrpRefusedError } from '../../adapters/einvoice/irp-provider';
import { creditNotes, orders } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit';
import type { StaffPrincipal } from '../auth';
import { findDocumentsWaitingForIrn, markIrnCancelled } from './irn.repository';
import type { ReceiptDeps } from './receipt-deps';
import { IRN_WINDOW_MS } from './register-irns';

const CANCEL_WINDOW_MS = IRN_CANCEL_WINDOW_HOURS * 60 * 60 * 1000;
const LIST_LIMIT = 200;

type Waiting = {
  id: number;
  number: string;
  issuedAt: Date;
  buyer: string;
  irnAttempts: number;
  irnLastError: string | null;
  irnNextAttemptAt: Date | null;
};

function view(document: WaitingDocument['document'], row: Waiting): WaitingDocument {
  return {
    document,
    id: row.id,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    window_closes_at: new Date(row.issuedAt.getTime() + IRN_WINDOW_MS).toISOString(),
    buyer: row.buyer,
    attempts: row.irnAttempts,
    last_error: row.irnLastError,
    next_attempt_at: row.irnNextAttemptAt?.toISOString() ?? null,
  };
}

export async function listWaitingForIrn(deps: Pick<ReceiptDeps, 'db'>): Promise<WaitingDocument[]> {
  const { waitingInvoices, waitingNotes } = await findDocumentsWaitingForIrn(deps.db, LIST_LIMIT);
  return [
    ...waitingInvoices.map((order) =>
      view('invoice', {
        ...order,
        number: order.invoiceNumber ?? '',
        issuedAt: order.paidAt ?? order.createdAt,
        buyer: order.billedCompany || order.billedName || '',
      }),
    ),
    ...waitingNotes.map(({ note, order }) =>
      view('credit_note', {
        ...note,
        issuedAt: note.issuedAt,
        buyer: order.billedCompany || order.billedName || '',
      }),
    ),
  ];
}

async function registrationOf(deps: Pick<ReceiptDeps, 'db'>, body: IrnCancelBody) {
  const table = body.document === 'invoice' ? orders : creditNotes;
  const [row] = await deps.db
    .select({ irn: table.irn, ackDate: table.irnAckDate, cancelledAt: table.irnCancelledAt })
    .from(table)
    .where(eq(table.id, body.id));
  if (!row) throw new NotFoundError('Document not found');
  if (!row.irn || !row.ackDate) throw new ConflictError(EINVOICE_MESSAGES.noIrn);
  if (row.cancelledAt) throw new ConflictError(EINVOICE_MESSAGES.cancelled);
  return { irn: row.irn, ackDate: row.ackDate };
}

export async function cancelIrn(
  deps: Pick<ReceiptDeps, 'db' | 'irp' | 'now'>,
  principal: StaffPrincipal,
  body: IrnCancelBody,
): Promise<{ irn: string; cancelled_at: string }> {
  const { irn, ackDate } = await registrationOf(deps, body);
  const now = deps.now();
  if (now.getTime() - ackDate.getTime() > CANCEL_WINDOW_MS) {
    throw new ConflictError(EINVOICE_MESSAGES.tooLate);
  }
  try {
    await deps.irp.cancel(irn, body.reason, body.remark);
  } catch (error) {
    // The IRP's own word (e.g. 2270 past its window, 9999 not active) is the answer to show.
    if (error instanceof IrpRefusedError) throw new BadRequestError(error.message);
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await markIrnCancelled(tx, body.document, body.id, now);
    await recordAudit(tx, {
      actor: `staff:${principal.staffId}`,
      action: 'einvoice.irn_cancelled',
      entity: body.document,
      entityId: String(body.id),
      before: { irn },
      after: { cancelled: true, reason: body.reason, remark: body.remark },
    });
  });
  return { irn, cancelled_at: now.toISOString() };
}
