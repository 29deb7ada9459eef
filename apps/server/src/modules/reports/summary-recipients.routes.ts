// Who gets the reports' monthly summary by email (issue #31), admin only: GET the staff who may, PUT
// the ones who do.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  summaryRecipientsBody,
  summaryRecipientsResponse,
} from '@portico/domain/contracts/report-summary.contract';
import { forStaffIn } from '../auth';
import type { ReportsService } from './reports.service';
import { dataReply } from '../../lib/replies';

const PATH = '/api/staff/reports/summary-recipients';
const forAdmins = forStaffIn('admin');

export const summaryRecipientRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (
  app,
  { service },
) => {
  app.get(
    PATH,
    forAdmins({ response: { 200: summaryRecipientsResponse } }, async () =>
      dataReply({ staff: await service.summaryRecipients() }),
    ),
  );

  app.put(
    PATH,
    forAdmins(
      { body: summaryRecipientsBody, response: { 200: summaryRecipientsResponse } },
      async (principal, request) => {
        const staff = await service.setSummaryRecipients(principal, request.body.staff_ids);
        return dataReply({ staff });
      },
    ),
  );
};
