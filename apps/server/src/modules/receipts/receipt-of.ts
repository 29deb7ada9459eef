// A paid order's receipt: its tax invoice as issued (frozen-documents.ts), as a PDF named
// 'Receipt-{Unique_id}.pdf'.
import { receiptFileName } from '@portico/domain/messages';
import type { OrderRow } from '../../lib/payment-rows';
import { eInvoiceMarkOf } from './einvoice-block';
import { renderTaxInvoice } from './invoice-pdf';
import type { ReceiptDeps } from './receipt-deps';
import { frozenInvoice } from './frozen-documents';
import { signedDocument } from './signed-document';

export async function receiptOf(
  deps: Pick<ReceiptDeps, 'db' | 'association' | 'files' | 'signer'>,
  order: OrderRow,
) {
  const invoice = await frozenInvoice(deps, order);
  const pdf = await renderTaxInvoice(invoice, eInvoiceMarkOf(order));
  return {
    fileName: receiptFileName(invoice.memberNumber || order.uniqueOrderId),
    pdf: await signedDocument(deps.signer, pdf, {
      signedAt: invoice.invoiceDate,
      reason: `Tax invoice ${invoice.invoiceNumber}`,
      seller: invoice.seller,
    }),
    invoice,
  };
}
