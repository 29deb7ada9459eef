// CSV exports: GET /api/staff/export/applications.csv (the queue's filters), members.csv (the members
// list's filters) and payments.csv. The answers are CSV files, not JSON.
import { z } from 'zod';
import {
  DATE_RANGE_MESSAGE,
  checkDateRange,
  dateParam,
  idParam,
  optionalParam,
  searchParam,
} from './common';
import { memberFilterQuery } from './staff-members.contract';
import { ORDER_PURPOSE_VALUES, PAYMENT_RECORD_STATUS_VALUES } from './values';
import { registerRequestContracts } from './request-contract';
import { queueFilterQuery } from './staff-queue.contract';

export { queueFilterQuery as applicationExportQuery } from './staff-queue.contract';
export const memberExportQuery = z.object(memberFilterQuery);

export const paymentExportQuery = z
  .object({
    from: optionalParam(dateParam('from')),
    to: optionalParam(dateParam('to')),
    status: optionalParam(
      z.enum(PAYMENT_RECORD_STATUS_VALUES, {
        error: `status must be one of ${PAYMENT_RECORD_STATUS_VALUES.join(', ')}`,
      }),
    ),
    purpose: optionalParam(
      z.enum(ORDER_PURPOSE_VALUES, {
        error: `purpose must be one of ${ORDER_PURPOSE_VALUES.join(', ')}`,
      }),
    ),
    category: optionalParam(idParam('category')),
    q: searchParam,
  })
  .refine(checkDateRange, DATE_RANGE_MESSAGE);

registerRequestContracts({
  memberExportQuery,
  paymentExportQuery,
  applicationExportQuery: queueFilterQuery,
});
