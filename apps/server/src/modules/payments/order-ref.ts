// The `ref` of GET get_order_details/{ref} and order/view/{ref} (member-area spec §7): a user id or an
// order number ('PO-000123'). One schema for both routes; the orders service reads a ref the same way.
import { z } from 'zod';
import { parseRecordId } from '@portico/domain/record-id';

const ORDER_NUMBER = /^[A-Z]{1,4}-\d{1,12}$/;

export const orderRefParams = z.object({
  ref: z
    .string()
    .refine((ref) => parseRecordId(ref) !== null || ORDER_NUMBER.test(ref), 'Order not found'),
});
