// The back office's GST documents (issue #15), for the accounts and admin roles as the account is now:
// GET /api/staff/invoices (search), /api/staff/invoices/totals (a period's totals) and the period's
// export for the GST returns (the roles are checked in onRequest, before the query is read), /api/staff/export/gst.csv and gst.xlsx,
// the same period's vouchers for Tally, /api/staff/export/tally.xml (decision 079), and a month's or
// quarter's GSTR-1, /api/staff/export/gstr1.zip (the offline tool's CSVs) and gstr1.json (decision 082).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gstPeriodQuery,
  gstTotalsResponse,
  invoiceSearchQuery,
  invoiceSearchResponse,
} from '@portico/domain/contracts/staff-invoices.contract';
import { staffOnly } from '../auth';
import { csvStream } from '../../lib/csv';
import type { InvoicesService } from './invoices.service';
import { sendAttachment } from '../../lib/send-attachment';
import { fileName, READERS } from './export-files';
import { registerGstr1Routes } from './gstr1.routes';
import { dataReply } from '../../lib/replies';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const invoiceRoutes: FastifyPluginAsyncZod<{ service: InvoicesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/invoices',
    {
      onRequest: staffOnly(...READERS),
      schema: { querystring: invoiceSearchQuery, response: { 200: invoiceSearchResponse } },
    },
    async (request) => dataReply(await service.search(request.query)),
  );

  app.get(
    '/api/staff/invoices/totals',
    {
      onRequest: staffOnly(...READERS),
      schema: { querystring: gstPeriodQuery, response: { 200: gstTotalsResponse } },
    },
    async (request) => dataReply(await service.totals(request.query)),
  );

  app.get(
    '/api/staff/export/gst.csv',
    { onRequest: staffOnly(...READERS), schema: { querystring: gstPeriodQuery } },
    async (request, reply) => {
      const period = request.query;
      const csv = csvStream(service.gstCsv(period));
      return sendAttachment(reply, {
        type: 'text/csv; charset=utf-8',
        name: fileName(period, 'csv'),
        body: csv,
      });
    },
  );

  app.get(
    '/api/staff/export/gst.xlsx',
    { onRequest: staffOnly(...READERS), schema: { querystring: gstPeriodQuery } },
    async (request, reply) => {
      const period = request.query;
      return sendAttachment(reply, {
        type: XLSX_TYPE,
        name: fileName(period, 'xlsx'),
        body: service.gstXlsx(period),
      });
    },
  );

  app.get(
    '/api/staff/export/tally.xml',
    { onRequest: staffOnly(...READERS), schema: { querystring: gstPeriodQuery } },
    async (request, reply) => {
      const period = request.query;
      return sendAttachment(reply, {
        type: 'application/xml; charset=utf-8',
        name: fileName(period, 'xml', 'tally'),
        body: service.tallyXml(period),
      });
    },
  );

  registerGstr1Routes(app, service);
};
