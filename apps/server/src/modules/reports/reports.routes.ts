// The back office's reports (issue #31), for the roles REPORT_ROLES names (checked in onRequest, before
// the query is read): GET /api/staff/reports/<report> as JSON, and each as a file,
// /api/staff/export/report.csv and report.xlsx?report=<report>.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_ROLES,
  incomeReportResponse,
  lapsingQuery,
  lapsingReportResponse,
  membershipReportResponse,
  pipelineReportResponse,
  renewalsReportResponse,
  reportExportQuery,
  reportRangeQuery,
} from '@portico/domain/contracts/reports.contract';
import { staffOnly } from '../auth';
import { businessDateOf } from '../../lib/list-query';
import { sendAttachment } from '../../lib/send-attachment';
import type { ReportsService } from './reports.service';
import { dataReply } from '../../lib/replies';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const readers = staffOnly(...REPORT_ROLES);

export const reportRoutes: FastifyPluginAsyncZod<{
  service: ReportsService;
  now: () => Date;
}> = async (app, { service, now }) => {
  app.get(
    '/api/staff/reports/membership',
    {
      onRequest: readers,
      schema: { querystring: reportRangeQuery, response: { 200: membershipReportResponse } },
    },
    async (request) => dataReply(await service.membership(request.query)),
  );

  app.get(
    '/api/staff/reports/renewals',
    {
      onRequest: readers,
      schema: { querystring: reportRangeQuery, response: { 200: renewalsReportResponse } },
    },
    async (request) => dataReply(await service.renewals(request.query)),
  );

  app.get(
    '/api/staff/reports/lapsing',
    {
      onRequest: readers,
      schema: { querystring: lapsingQuery, response: { 200: lapsingReportResponse } },
    },
    async (request) => dataReply(await service.lapsing(request.query)),
  );

  app.get(
    '/api/staff/reports/income',
    {
      onRequest: readers,
      schema: { querystring: reportRangeQuery, response: { 200: incomeReportResponse } },
    },
    async (request) => dataReply(await service.income(request.query)),
  );

  app.get(
    '/api/staff/reports/pipeline',
    { onRequest: readers, schema: { response: { 200: pipelineReportResponse } } },
    async () => dataReply(await service.pipeline()),
  );

  app.get(
    '/api/staff/export/report.csv',
    { onRequest: readers, schema: { querystring: reportExportQuery } },
    async (request, reply) => {
      const file = await service.csv(request.query);
      const name = `${file.name}-${businessDateOf(now())}.csv`;
      return sendAttachment(reply, { type: 'text/csv; charset=utf-8', name, body: file.body });
    },
  );

  app.get(
    '/api/staff/export/report.xlsx',
    { onRequest: readers, schema: { querystring: reportExportQuery } },
    async (request, reply) => {
      const file = await service.xlsx(request.query);
      const name = `${file.name}-${businessDateOf(now())}.xlsx`;
      return sendAttachment(reply, { type: XLSX_TYPE, name, body: file.body });
    },
  );
};
