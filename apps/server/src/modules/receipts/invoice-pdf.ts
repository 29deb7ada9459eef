// The GST tax invoice a member downloads as their receipt ('Download Receipt'), drawn with pdfkit; and
// a paid order's receipt: that invoice as issued (frozen-documents.ts), as a PDF named
// 'Receipt-{Unique_id}.pdf', signed when a certificate is configured.
//
// It prints the amounts that were charged, never recomputes them: a caller passes the stored lines,
// taxable value, tax and total, and rendering refuses figures that do not add up (invoice-checks.ts).
// The built-in Helvetica fonts keep the renderer fast and the file small (invoice-text.ts).
import { receiptFileName } from '@portico/domain/messages';
import type { OrderRow } from '../../lib/payment-rows';
import { drawEInvoiceBlock, eInvoiceMarkOf, type EInvoiceMark } from './einvoice-block';
import { frozenInvoice } from './frozen-documents';
import { checkedTaxRows } from './invoice-checks';
import { openA4, rule } from './invoice-layout';
import { drawClosing, drawFooter, drawHeading, drawParties } from './invoice-sections';
import { InvoiceFlow, drawTable } from './invoice-table';
import { toWinAnsi } from './invoice-text';
import type { TaxInvoice } from './invoice-types';
import type { ReceiptDeps } from './receipt-deps';
import { signedDocument } from './signed-document';

export { formatInvoiceAmount, toWinAnsi } from './invoice-text';
export type { InvoiceLine, TaxInvoice } from './invoice-types';

/** Renders the invoice as an A4 PDF: one page, more only for an unusually long list of lines. */
export async function renderTaxInvoice(
  invoice: TaxInvoice,
  eInvoice: EInvoiceMark | null = null,
): Promise<Buffer> {
  const taxRows = checkedTaxRows(invoice);
  // The invoice date as creation date (and so file id) makes an invoice render to the same bytes.
  const { doc, done } = openA4({
    Title: toWinAnsi(`Tax Invoice ${invoice.invoiceNumber}`),
    Author: toWinAnsi(invoice.seller.name),
    Subject: toWinAnsi(`Membership ${invoice.memberNumber}`),
    CreationDate: invoice.invoiceDate,
  });
  const y = drawHeading(doc, invoice) + 8;
  rule(doc, y);
  const flow = new InvoiceFlow(doc, invoice.invoiceNumber, drawParties(doc, invoice, y + 8) + 12);
  drawTable(flow, invoice, taxRows);
  drawClosing(flow, invoice);
  if (eInvoice) drawEInvoiceBlock(flow, eInvoice);
  drawFooter(doc);
  doc.end();
  return await done;
}

/** A paid order's receipt: its invoice as issued, drawn and signed. */
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
