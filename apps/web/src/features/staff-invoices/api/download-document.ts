import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';
import type { StaffInvoiceItem } from './search-invoices';

/** An invoice is its order's receipt; a credit note has its own PDF. */
export function documentPdfPath(
  document: Pick<StaffInvoiceItem, 'kind' | 'id' | 'unique_order_id'>,
) {
  return document.kind === 'credit_note'
    ? `/staff/credit-notes/${document.id}/pdf`
    : `/order/view/${encodeURIComponent(document.unique_order_id)}`;
}

export function documentFileName(document: Pick<StaffInvoiceItem, 'kind' | 'number'>): string {
  const prefix = document.kind === 'credit_note' ? 'Credit-note' : 'Invoice';
  return `${prefix}-${document.number.replace(/[^\w.-]/g, '-')}.pdf`;
}

export async function downloadDocument(document: StaffInvoiceItem): Promise<void> {
  const blob = await apiBlob(documentPdfPath(document));
  saveFile(blob, documentFileName(document), 'application/pdf');
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
