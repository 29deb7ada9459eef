// Personal data (decision 045). The member: GET /api/my_data/:userId (JSON download) and
// GET /api/my_data/:userId/pdf, GET /api/my_data_requests and POST /api/my_data_requests (a
// correction or an erasure). Staff (admin): GET /api/staff/data-requests, POST
// /api/staff/data-requests/:id/complete and POST /api/staff/data-requests/:id/refuse.
import { z } from 'zod';
import { DATA_REQUEST_KIND_VALUES, DATA_REQUEST_STATUS_VALUES, PRIVACY_MESSAGES } from '../privacy';
import {
  dataResponse,
  idParam,
  optionalParam,
  pageQuery,
  pageResponse,
  savedResponse,
} from './common';
import { applicationIdParams } from './applications.contract';
import { registerRequestContracts } from './request-contract';

export const myDataParams = z.object({ userId: applicationIdParams.shape.id });

const DETAILS_MAX = 2000;

/** Free text that must be given (what to correct, a reason), at most DETAILS_MAX characters. */
const requiredText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(DETAILS_MAX, PRIVACY_MESSAGES.correctionTooLong);

/** A correction says what is wrong; an erasure is confirmed (the member ticked the box). */
export const dataRequestBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('correction'),
      details: requiredText(PRIVACY_MESSAGES.correctionRequired),
    }),
    z.object({
      kind: z.literal('erasure'),
      confirm: z.literal(true, { error: PRIVACY_MESSAGES.erasureConfirmRequired }),
    }),
  ],
  { error: `kind must be one of ${DATA_REQUEST_KIND_VALUES.join(', ')}` },
);

export const dataRequestItem = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KIND_VALUES),
  status: z.enum(DATA_REQUEST_STATUS_VALUES),
  /** What the member said is wrong (a correction); null for an erasure. */
  details: z.string().nullable(),
  /** Why staff refused it; null otherwise. */
  reason: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});

export const myDataRequestsResponse = dataResponse(z.array(dataRequestItem));
export const dataRequestCreatedResponse = savedResponse(dataRequestItem);

export const staffDataRequestQuery = z.object({
  status: optionalParam(
    z.enum(DATA_REQUEST_STATUS_VALUES, {
      error: `status must be one of ${DATA_REQUEST_STATUS_VALUES.join(', ')}`,
    }),
  ),
  ...pageQuery,
});

export const staffDataRequestItem = dataRequestItem.extend({
  member_id: z.number().int(),
  member_name: z.string(),
  member_number: z.string().nullable(),
  company_name: z.string(),
  /** The member's application (staff correct details there). */
  application_id: z.number().int().nullable(),
  closed_by: z.string().nullable(),
});

export const staffDataRequestListResponse = pageResponse(staffDataRequestItem);
export const dataRequestIdParams = z.object({ id: idParam('id') });
export const refuseDataRequestBody = z.object({
  reason: requiredText(PRIVACY_MESSAGES.refuseReasonRequired),
});
export const staffDataRequestResponse = savedResponse(staffDataRequestItem);

export type DataRequestBody = z.infer<typeof dataRequestBody>;
export type DataRequestItem = z.infer<typeof dataRequestItem>;
export type StaffDataRequestItem = z.infer<typeof staffDataRequestItem>;
export type StaffDataRequestQuery = z.infer<typeof staffDataRequestQuery>;

/**
 * POST /api/staff/applications/:id/erase (admin): an applicant who never became a member asks, by
 * email or in person, for their data to be erased (decision 048).
 */
export const eraseApplicationBody = z.object({
  reason: requiredText(PRIVACY_MESSAGES.eraseReasonRequired),
});
export type EraseApplicationBody = z.infer<typeof eraseApplicationBody>;
export const eraseApplicationResponse = savedResponse(
  z.object({ documents_deleted: z.number().int(), audit_redacted: z.number().int() }),
);

registerRequestContracts({
  dataRequestBody,
  eraseApplicationBody,
  refuseDataRequestBody,
  staffDataRequestQuery,
});
