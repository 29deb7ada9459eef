import type { InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiBlob, apiCall } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';

/** GET /api/invoices/{userId}: every invoice and credit note of the member, newest first. */
export function invoicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['invoices', userId] as const,
    queryFn: async ({ signal }) => {
      // The contract (and zod) load with the call: the page starts without them.
      const { invoicesResponse } = await import('@portico/domain/contracts/payments.contract');
      return (
        await apiCall(`/invoices/${encodeURIComponent(userId)}`, invoicesResponse, { signal })
      ).data;
    },
  });
}

/**
 * 'Invoice-EEMA-2026-27-0001.pdf' or 'Credit-note-CN-2026-27-0001.pdf': the document's number, as
 * any file system takes it.
 */
export function invoiceFileName(document: Pick<InvoiceSummary, 'kind' | 'number'>): string {
  const prefix = document.kind === 'credit_note' ? 'Credit-note' : 'Invoice';
  return `${prefix}-${document.number.replace(/[^\w.-]/g, '-')}.pdf`;
}

/** Where a document's PDF comes from: the order's receipt, or the credit note's own. */
export function documentPdfPath(document: InvoiceSummary): string {
  return document.kind === 'credit_note' && document.credit_note_id !== null
    ? `/credit_note/${document.credit_note_id}`
    : `/order/view/${encodeURIComponent(document.unique_order_id)}`;
}

/** One invoice's or credit note's PDF, fetched with the token, then saved. */
export async function downloadInvoice(document: InvoiceSummary): Promise<void> {
  const blob = await apiBlob(documentPdfPath(document));
  saveFile(blob, invoiceFileName(document), 'application/pdf');
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
