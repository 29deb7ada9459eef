// The back-office audit log (issue #15): GET /api/staff/audit lists every recorded change, newest
// first, filtered; GET /api/staff/export/audit.csv and audit.xlsx export the same filtered rows.
// Admin only.
import { z } from 'zod';
import {
  DATE_RANGE_MESSAGE,
  checkDateRange,
  dateParam,
  optionalParam,
  pageQuery,
  pageResponse,
  searchParam,
} from './common';
import { registerRequestContracts } from './request-contract';

/** Who may read the audit log. */
export const AUDIT_ROLES = ['admin'] as const;

/** What a record of the log is about, as the writers name it. */
export const AUDIT_ENTITY_VALUES = [
  'application',
  'member',
  'member_import',
  'order',
  'refund',
  'membership_category',
  'coupon',
  'staff',
  'association_settings',
  'message_template',
  'outbox',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITY_VALUES)[number];

function textParam(name: string, max: number) {
  return optionalParam(
    z
      .string({ error: `${name} must be text` })
      .trim()
      .max(max, `${name} must be at most ${max} characters`)
      .transform((value) => (value === '' ? undefined : value)),
  );
}

const entityParam = optionalParam(
  z.enum(AUDIT_ENTITY_VALUES, {
    error: `entity must be one of ${AUDIT_ENTITY_VALUES.join(', ')}`,
  }),
);

/** The filters the list and the exports share. */
export const auditFilterShape = {
  entity: entityParam,
  /** The record's id as the log keeps it: an application or member id, an order number, … */
  entity_id: textParam('entity_id', 64),
  /** 'staff:3', 'member:12', 'system', or a staff or member email (a staff name part also matches). */
  actor: textParam('actor', 100),
  /** An action ('review.approve'), or its first part for all of them ('review'). */
  action: textParam('action', 64),
  from: optionalParam(dateParam('from')),
  to: optionalParam(dateParam('to')),
  /** Free text over the before and after values. */
  q: searchParam,
};

export const auditExportQuery = z
  .object(auditFilterShape)
  .refine(checkDateRange, DATE_RANGE_MESSAGE);
export type AuditFilters = z.infer<typeof auditExportQuery>;

export const auditListQuery = z
  .object({ ...auditFilterShape, ...pageQuery })
  .refine(checkDateRange, DATE_RANGE_MESSAGE);
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const AUDIT_ACTOR_KIND_VALUES = [
  'staff',
  'member',
  'applicant',
  'proposer',
  'system',
  'provider',
  'other',
] as const;

/** One audit row, the actor shown by name and email where the log knows them. */
export const auditItem = z.object({
  id: z.number().int(),
  /** ISO instant of the change. */
  at: z.string(),
  actor: z.string(),
  actor_kind: z.enum(AUDIT_ACTOR_KIND_VALUES),
  /** A staff member's or member's name as the account is now; null for anyone else. */
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  /** A staff member's roles as the account has them now; empty for anyone else. */
  actor_roles: z.array(z.string()),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** The record by its readable id ('PA-000009', 'PM-0042', 'PO-0042', a category's name). */
  record_label: z.string().nullable(),
  /** Whose an order is: its member's number, or its application's. */
  owner_label: z.string().nullable(),
  /** The row as one sentence ("Priya (accounts) recorded a cheque of ₹29,500.00 for PM-0042."). */
  sentence: z.string(),
  /**
   * The application the row is about, for a link: the record's own, an order's, or a member's
   * application (the staff page of a member); the member where the row is about one.
   */
  application_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditItem = z.infer<typeof auditItem>;
export const auditListResponse = pageResponse(auditItem);
export type AuditListResponse = z.infer<typeof auditListResponse>;

registerRequestContracts({ auditListQuery, auditExportQuery });
