// TDS deducted from offline payments (issue #28): what accounts staff see while a member's TDS
// certificate (Form 16A) is awaited, and the certificate recorded when it comes.
import { z } from 'zod';
import { TDS_SECTION_VALUES } from '../offline-payment';
import { dataResponse, dateParam, idParam, pageQuery, pageResponse } from './common';
import { registerRequestContracts } from './request-contract';

export const TDS_CERTIFICATE_STATUS_VALUES = ['awaited', 'recorded'] as const;

export const tdsListQuery = z.object({
  ...pageQuery,
  status: z
    .enum(TDS_CERTIFICATE_STATUS_VALUES, { error: 'status must be awaited or recorded' })
    .default('awaited'),
});

export type TdsListQuery = z.infer<typeof tdsListQuery>;

export const tdsItem = z.object({
  /** The offline receipt the TDS was deducted from. */
  id: z.number().int(),
  application_id: z.number().int().nullable(),
  unique_order_id: z.string(),
  invoice_number: z.string().nullable(),
  name: z.string().nullable(),
  section: z.enum(TDS_SECTION_VALUES),
  /** Percent. */
  rate: z.number(),
  amount: z.number(),
  received_on: z.string(),
  certificate_number: z.string().nullable(),
  certificate_date: z.string().nullable(),
});
export type TdsItem = z.infer<typeof tdsItem>;
export const tdsListResponse = pageResponse(tdsItem);

export const tdsParams = z.object({ id: idParam('id') });
export const tdsCertificateBody = z.object({
  number: z
    .string({ error: 'Enter the certificate number' })
    .trim()
    .min(1, 'Enter the certificate number')
    .max(50, 'The certificate number must be 50 characters or fewer'),
  date: dateParam('date'),
});
export type TdsCertificateBody = z.infer<typeof tdsCertificateBody>;
export const tdsItemResponse = dataResponse(tdsItem);

registerRequestContracts({ tdsListQuery, tdsCertificateBody });
