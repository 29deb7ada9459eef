// HTTP of offline payments, refunds and credit notes (issue #15). Accounts and admins record and
// refund; only an admin reverses an offline payment. Credit notes download for staff with those
// roles, and for the member who owns the order (guarded like the invoice's download). What offline
// payments leave to follow up (the amount due, TDS certificates) is for the same roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationIdParams,
  creditNoteParams,
  offlineDueQuery,
  offlineDueResponse,
  offlinePaymentBody,
  offlinePaymentResponse,
  paymentIdParams,
  paymentListResponse,
  refundBody,
  refundResponse,
  reverseBody,
} from '@portico/domain/contracts/refunds.contract';
import {
  invoiceIdParams,
  rebillBody,
  standaloneCreditNoteBody,
  standaloneCreditNoteResponse,
} from '@portico/domain/contracts/credit-notes.contract';
import {
  tdsCertificateBody,
  tdsItemResponse,
  tdsListQuery,
  tdsListResponse,
  tdsParams,
} from '@portico/domain/contracts/tds-certificates.contract';
import { FILE_DOWNLOAD_HEADERS } from '../../plugins/security-headers';
import { forStaffIn, signedInOnly, staffOnly } from '../auth';
import type { ReceiptService } from '../receipts';
import type { RefundsService } from './refunds.service';
import { sendPrivateFile } from '../../lib/send-attachment';
import { dataReply } from '../../lib/replies';

/** Who handles money. */
const CASHIERS = ['admin', 'accounts'] as const;
const forCashiers = forStaffIn(...CASHIERS);
const forAdmins = forStaffIn('admin');

export type RefundRoutesOptions = { refunds: RefundsService; receipts: ReceiptService };

export const moneyRoutes: FastifyPluginAsyncZod<RefundRoutesOptions> = async (
  app,
  { refunds, receipts },
) => {
  app.get(
    '/api/staff/applications/:id/payments',
    forCashiers(
      { params: applicationIdParams, response: { 200: paymentListResponse } },
      async (_staff, request) => dataReply(await refunds.listPayments(request.params.id)),
    ),
  );

  app.post(
    '/api/staff/applications/:id/offline-payments',
    forCashiers(
      {
        params: applicationIdParams,
        body: offlinePaymentBody,
        response: { 200: offlinePaymentResponse },
      },
      async (principal, request) =>
        dataReply(await refunds.recordOffline(principal, request.params.id, request.body)),
    ),
  );

  app.post(
    '/api/staff/payments/:id/refunds',
    forCashiers(
      { params: paymentIdParams, body: refundBody, response: { 200: refundResponse } },
      async (principal, request) =>
        dataReply(await refunds.refund(principal, request.params.id, request.body)),
    ),
  );

  app.post(
    '/api/staff/payments/:id/reverse',
    forAdmins(
      { params: paymentIdParams, body: reverseBody, response: { 200: refundResponse } },
      async (principal, request) =>
        dataReply(await refunds.reverse(principal, request.params.id, request.body)),
    ),
  );

  registerCreditNoteRoutes(app, receipts);
  registerInvoiceCreditRoutes(app, refunds);
  registerOfflineFollowUpRoutes(app, refunds);
};

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A credit note's PDF: for staff who handle money, and for the member who owns it. */
function registerCreditNoteRoutes(app: RouteApp, receipts: ReceiptService): void {
  app.get(
    '/api/staff/credit-notes/:id/pdf',
    {
      onRequest: staffOnly(...CASHIERS),
      schema: { params: creditNoteParams },
      config: { securityHeaders: FILE_DOWNLOAD_HEADERS },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receipts.creditNote(null, request.params.id, true);
      return sendPrivateFile(reply, 'application/pdf', fileName, pdf);
    },
  );

  // The member's own credit note (someone else's is "not found", as an order is).
  app.get(
    '/api/credit_note/:id',
    {
      onRequest: signedInOnly,
      schema: { params: creditNoteParams },
      config: { securityHeaders: FILE_DOWNLOAD_HEADERS },
    },
    async (request, reply) => {
      const { fileName, pdf } = await receipts.creditNote(
        await request.principal(),
        request.params.id,
        false,
      );
      return sendPrivateFile(reply, 'application/pdf', fileName, pdf);
    },
  );
}

/** Credit notes without a refund, and re-billing (decision 083): accounts staff and admins. */
function registerInvoiceCreditRoutes(app: RouteApp, refunds: RefundsService): void {
  app.post(
    '/api/staff/invoices/:id/credit-notes',
    forCashiers(
      {
        params: invoiceIdParams,
        body: standaloneCreditNoteBody,
        response: { 200: standaloneCreditNoteResponse },
      },
      async (principal, request) =>
        dataReply(await refunds.creditNote(principal, request.params.id, request.body)),
    ),
  );

  app.post(
    '/api/staff/invoices/:id/rebill',
    forCashiers(
      {
        params: invoiceIdParams,
        body: rebillBody,
        response: { 200: standaloneCreditNoteResponse },
      },
      async (principal, request) =>
        dataReply(await refunds.rebill(principal, request.params.id, request.body)),
    ),
  );
}

/**
 * What offline payments leave to follow up (decision 081): the amount due before the payment form
 * is filled in, and the TDS awaiting its certificate.
 */
function registerOfflineFollowUpRoutes(app: RouteApp, refunds: RefundsService): void {
  app.get(
    '/api/staff/applications/:id/offline-payments/due',
    forCashiers(
      {
        params: applicationIdParams,
        querystring: offlineDueQuery,
        response: { 200: offlineDueResponse },
      },
      async (principal, request) =>
        dataReply(await refunds.offlineDue(principal, request.params.id, request.query)),
    ),
  );

  app.get(
    '/api/staff/tds',
    forCashiers(
      { querystring: tdsListQuery, response: { 200: tdsListResponse } },
      async (_staff, request) => dataReply(await refunds.listTds(request.query)),
    ),
  );

  app.post(
    '/api/staff/tds/:id/certificate',
    forCashiers(
      { params: tdsParams, body: tdsCertificateBody, response: { 200: tdsItemResponse } },
      async (principal, request) =>
        dataReply(await refunds.recordTdsCertificate(principal, request.params.id, request.body)),
    ),
  );
}
