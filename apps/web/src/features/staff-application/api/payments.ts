import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  offlinePaymentResponse,
  paymentListResponse,
  refundResponse,
  type offlinePaymentBody,
  type refundBody,
  type reverseBody,
  type PartPaidView,
  type PaymentView,
  type RefundView,
} from '@portico/domain/contracts/refunds.contract';
import { formatInr } from '@portico/domain/currency';
import { apiBlob, apiCall } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';
import type { RecordSave } from '../../../app/staff/api/save-record';
import { useApplicationChange } from './application-change';

export type { PartPaidView, PaymentView, RefundView };

/** What the offline payment form sends (the contract's body, before its defaults). */
export type OfflinePaymentInput = z.input<typeof offlinePaymentBody>;

/** What the refund and reverse forms send: the reverse's body, and the refund's own fields to refund. */
export type RefundInput = z.input<typeof reverseBody> &
  Partial<Pick<z.input<typeof refundBody>, 'amount' | 'by_hand' | 'idempotency_key'>>;

const paymentsKey = (applicationId: number) => ['staff', 'applications', applicationId, 'payments'];

/** GET /api/staff/applications/:id/payments (admin, accounts). */
export function paymentsQuery(applicationId: number) {
  return queryOptions({
    queryKey: paymentsKey(applicationId),
    queryFn: async ({ signal }) =>
      (
        await apiCall(`/staff/applications/${applicationId}/payments`, paymentListResponse, {
          signal,
        })
      ).data,
  });
}

export function usePayments(applicationId: number) {
  return useQuery(paymentsQuery(applicationId));
}

/** POST /api/staff/applications/:id/offline-payments; resolves with what the toast says. */
export function useRecordOfflinePayment(applicationId: number) {
  return useApplicationChange(applicationId, async ({ input }: RecordSave<OfflinePaymentInput>) => {
    const { data } = await apiCall(
      `/staff/applications/${applicationId}/offline-payments`,
      offlinePaymentResponse,
      { method: 'POST', body: input },
    );
    if (!data.settled) {
      return `Part payment recorded on order ${data.unique_order_id}: ₹${formatInr(data.balance_due)} is still due.`;
    }
    return `Payment recorded: order ${data.unique_order_id}${
      data.invoice_number ? `, invoice ${data.invoice_number}` : ''
    }${data.member_number ? `, member number ${data.member_number}` : ''}.`;
  });
}

/** POSTs the refund or reverse; resolves with what became of it. */
async function refund(path: string, body: RefundInput): Promise<string> {
  const { data } = await apiCall(path, refundResponse, { method: 'POST', body });
  if (data.status === 'pending') {
    return 'Refund asked of the payment provider. It will show as refunded once the provider confirms it.';
  }
  if (data.status === 'failed') return 'The refund failed.';
  return data.credit_note
    ? `Refund recorded. Credit note ${data.credit_note.number} issued.`
    : 'Refund recorded.';
}

/** POST /api/staff/payments/:id/refunds (id: the payment). */
export function useRefundPayment(applicationId: number) {
  return useApplicationChange(applicationId, ({ id, input }: RecordSave<RefundInput>) =>
    refund(`/staff/payments/${id ?? 0}/refunds`, input),
  );
}

/** POST /api/staff/payments/:id/reverse (admin; an offline payment). */
export function useReversePayment(applicationId: number) {
  return useApplicationChange(applicationId, ({ id, input }: RecordSave<RefundInput>) => {
    const { amount: _amount, by_hand: _byHand, idempotency_key: _key, ...body } = input;
    return refund(`/staff/payments/${id ?? 0}/reverse`, body);
  });
}

/** GET /api/staff/credit-notes/:id/pdf, fetched with the token and saved as a file. */
export async function downloadCreditNote(id: number, number: string): Promise<string> {
  const blob = await apiBlob(`/staff/credit-notes/${id}/pdf`);
  const fileName = `Credit-Note-${number.replace(/[^\w-]/g, '_')}.pdf`;
  saveFile(blob, fileName, 'application/pdf');
  return fileName;
}
