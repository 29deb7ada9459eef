// Payments to refund: GET /api/staff/refunds (paging).
import { z } from 'zod';
import { pageQuery, pageResponse } from './common';
import { ORDER_PURPOSE_VALUES, ORDER_STATUS_VALUES, REFUND_REASON_VALUES } from './values';

export const refundListQuery = z.object(pageQuery);
export const refundItem = z.object({
  provider_payment_id: z.string(),
  unique_order_id: z.string(),
  purpose: z.enum(ORDER_PURPOSE_VALUES),
  order_status: z.enum(ORDER_STATUS_VALUES),
  amount: z.number(),
  reason: z.enum(REFUND_REASON_VALUES).nullable(),
  application_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  recorded_at: z.string(),
});

export const refundListResponse = pageResponse(refundItem);
export type RefundItem = z.infer<typeof refundItem>;
