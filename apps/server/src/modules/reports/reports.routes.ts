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
import type { z } from 'zod';
import { forStaffIn } from '../auth';
import { type QueryOf } from '../../lib/guarded-route';
import { businessDateOf } from '../../lib/list-query';
import { sendAttachment } from '../../lib/send-attachment';
import type { ReportsService } from './reports.service';
import { dataReply } from '../../lib/replies';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const forReaders = forStaffIn(...REPORT_ROLES);

export const reportRoutes: FastifyPluginAsyncZod<{
  service: ReportsService;
  now: () => Date;
}> = async (app, { service, now }) => {
  /** GET /api/staff/reports/<name>: the report its query asks for, as JSON. */
  function registerReport<Query extends z.ZodType, Data>(
    name: string,
    querystring: Query,
    response: z.ZodType<{ success: true; data: Data }>,
    read: (query: QueryOf<Query>) => Promise<Data>,
  ): void {
    app.get(
      `/api/staff/reports/${name}`,
      forReaders({ querystring, response: { 200: response } }, async (_staff, request) =>
        dataReply(await read(request.query)),
      ),
    );
  }

  registerReport('membership', reportRangeQuery, membershipReportResponse, service.membership);
  registerReport('renewals', reportRangeQuery, renewalsReportResponse, service.renewals);
  registerReport('lapsing', lapsingQuery, lapsingReportResponse, service.lapsing);
  registerReport('income', reportRangeQuery, incomeReportResponse, service.income);
  app.get(
    '/api/staff/reports/pipeline',
    forReaders({ response: { 200: pipelineReportResponse } }, async () =>
      dataReply(await service.pipeline()),
    ),
  );

  const files = [
    { extension: 'csv', type: 'text/csv; charset=utf-8', write: service.csv },
    { extension: 'xlsx', type: XLSX_TYPE, write: service.xlsx },
  ];
  for (const { extension, type, write } of files) {
    app.get(
      `/api/staff/export/report.${extension}`,
      forReaders({ querystring: reportExportQuery }, async (_staff, request, reply) => {
        const file = await write(request.query);
        const name = `${file.name}-${businessDateOf(now())}.${extension}`;
        return sendAttachment(reply, { type, name, body: file.body });
      }),
    );
  }
};
