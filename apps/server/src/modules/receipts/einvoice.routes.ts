// The back office's e-invoicing calls (decision 086): the documents waiting for an IRN, and an
// IRN's cancellation, for the admin and accounts roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  einvoiceWaitingResponse,
  irnCancelBody,
  irnCancelResponse,
} from '@portico/domain/contracts/einvoice.contract';
import { requireStaff, staffOnly } from '../auth';
import type { ReceiptService } from './receipts.service';

const ACCOUNTS = ['admin', 'accounts'] as const;

export const einvoiceRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/api/staff/einvoices/waiting',
    { onRequest: staffOnly(...ACCOUNTS), schema: { response: { 200: einvoiceWaitingResponse } } },
    async () => ({ success: true as const, data: await receipts.waitingForIrn() }),
  );

  app.post(
    '/api/staff/einvoices/cancel',
    {
      onRequest: staffOnly(...ACCOUNTS),
      schema: { body: irnCancelBody, response: { 200: irnCancelResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request, ...ACCOUNTS);
      const data = await receipts.cancelIrn(principal, request.body);
      return { success: true as const, message: 'IRN cancelled', data };
    },
  );
};
