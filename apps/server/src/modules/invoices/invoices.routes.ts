// The back office's GST documents (issue #15), for the accounts and admin roles as the account is now:
// GET /api/staff/invoices (search), /api/staff/invoices/totals (a period's totals) and the period's
// export for the GST returns (the roles are checked in onRequest, before the query is read), /api/staff/export/gst.csv and gst.xlsx,
// the same period's vouchers for Tally, /api/staff/export/tally.xml (decision 079), and a month's or
// quarter's GSTR-1, /api/staff/export/gstr1.zip (the offline tool's CSVs) and gstr1.json (decision 082).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type GstPeriod,
  gstPeriodQuery,
  gstTotalsResponse,
  invoiceSearchQuery,
  invoiceSearchResponse,
} from '@portico/domain/contracts/staff-invoices.contract';
import { forStaffIn } from '../auth';
import { csvStream } from '../../lib/csv';
import type { InvoicesService } from './invoices.service';
import { sendAttachment } from '../../lib/send-attachment';
import { fileName, READERS } from './export-files';
import { registerGstr1Routes } from './gstr1.routes';
import { dataReply } from '../../lib/replies';

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XML_TYPE = 'application/xml; charset=utf-8';
const forReaders = forStaffIn(...READERS);

export const invoiceRoutes: FastifyPluginAsyncZod<{ service: InvoicesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/invoices',
    forReaders(
      { querystring: invoiceSearchQuery, response: { 200: invoiceSearchResponse } },
      async (_staff, request) => dataReply(await service.search(request.query)),
    ),
  );

  app.get(
    '/api/staff/invoices/totals',
    forReaders(
      { querystring: gstPeriodQuery, response: { 200: gstTotalsResponse } },
      async (_staff, request) => dataReply(await service.totals(request.query)),
    ),
  );

  // A period's files, each GET /api/staff/export/<prefix>.<extension>, saved as
  // <prefix>-<from>-to-<to>.<extension>.
  const gstCsv = (period: GstPeriod) => csvStream(service.gstCsv(period));
  const periodFiles = [
    { prefix: 'gst', extension: 'csv', type: CSV_TYPE, write: gstCsv },
    { prefix: 'gst', extension: 'xlsx', type: XLSX_TYPE, write: service.gstXlsx },
    { prefix: 'tally', extension: 'xml', type: XML_TYPE, write: service.tallyXml },
  ];
  for (const { prefix, extension, type, write } of periodFiles) {
    app.get(
      `/api/staff/export/${prefix}.${extension}`,
      forReaders({ querystring: gstPeriodQuery }, async (_staff, request, reply) => {
        const period = request.query;
        const name = fileName(period, extension, prefix);
        return sendAttachment(reply, { type, name, body: write(period) });
      }),
    );
  }

  registerGstr1Routes(app, service);
};
