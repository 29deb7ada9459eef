// The association's settings, edited by an admin in the back office: one row (id 1), absent until the
// first save (the configuration's values are the defaults until then). `version` counts the saves,
// so an edit made on a stale copy is refused. The message templates: one row per kind the admin has
// reworded; a kind without a row uses its default text (the domain's message-templates).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  DEFAULT_GST_RATE_BASIS_POINTS,
  GST_RATE_BASIS_POINTS_MAX,
  GST_RATE_BASIS_POINTS_MIN,
  OTP_CODE_LENGTH_MAX,
  OTP_CODE_LENGTH_MIN,
} from '@portico/domain/constants';
import {
  DEFAULT_DOCUMENT_RETENTION_MONTHS,
  DOCUMENT_RETENTION_MONTHS_MAX,
  DOCUMENT_RETENTION_MONTHS_MIN,
} from '@portico/domain/privacy';
import { MESSAGE_TEMPLATE_KINDS } from '@portico/domain/contracts/values';
import { DEFAULT_PROPOSERS_REQUIRED } from '@portico/domain/proposer-rule';
import { DEFAULT_UPGRADE_REVIEW, UPGRADE_REVIEW_VALUES } from '@portico/domain/upgrade-review';
import type { TallyLedgers } from '@portico/domain/tally';
import { at, inList } from './columns';

export const associationSettings = pgTable(
  'association_settings',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    address: text('address').notNull(),
    gstin: text('gstin').notNull(),
    state: text('state').notNull(),
    email: text('email'),
    phone: text('phone'),
    invoicePrefix: text('invoice_prefix').notNull(),
    memberNumberPrefix: text('member_number_prefix').notNull(),
    sacCode: text('sac_code').notNull(),
    /** Digits of the one-time codes sent from now on. */
    codeLength: integer('code_length').notNull(),
    /** The GST rate charged on orders made from now on, basis points (1800 = 18%). */
    gstRateBasisPoints: integer('gst_rate_basis_points')
      .notNull()
      .default(DEFAULT_GST_RATE_BASIS_POINTS),
    /** Round checkout totals to the rupee, with a "Round off" line on the invoice (decision 077). */
    roundOffTotals: boolean('round_off_totals').notNull().default(false),
    /** Who signs the tax documents for the association, printed in their signatory block (078). */
    signatoryName: text('signatory_name'),
    signatoryDesignation: text('signatory_designation'),
    /** The seller's city and PIN code beside the address, for e-invoices (decision 085). */
    city: text('city'),
    pin: text('pin'),
    /** B2B invoices and credit notes are reported to the IRP for an IRN (decision 086). */
    eInvoicing: boolean('e_invoicing').notNull().default(false),
    /** The ledgers the Tally export posts to (decision 079); null or a key missing: its default. */
    tallyLedgers: jsonb('tally_ledgers').$type<Partial<TallyLedgers>>(),
    /** Months after which a lapsed applicant's documents are deleted (decision 045). */
    documentRetentionMonths: integer('document_retention_months')
      .notNull()
      .default(DEFAULT_DOCUMENT_RETENTION_MONTHS),
    /** Proposers an application submitted from now on needs: 0, 1 or 2 (decision 070). */
    proposersRequired: integer('proposers_required').notNull().default(DEFAULT_PROPOSERS_REQUIRED),
    /** Whether a member's upgrade is reviewed, and by whom (decision 114). */
    upgradeReview: text('upgrade_review').notNull().default(DEFAULT_UPGRADE_REVIEW),
    /** The logo in the file store (PNG or JPEG, checked when uploaded); null: none. */
    logoKey: text('logo_key'),
    logoContentType: text('logo_content_type'),
    /** Saves of the form's fields (a logo upload does not count: an open form stays current). */
    version: integer('version').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** The staff account that saved last. */
    updatedBy: integer('updated_by'),
  },
  (t) => [
    check('association_settings_single_row', sql`${t.id} = 1`),
    check(
      'association_settings_code_length',
      sql`${t.codeLength} between ${sql.raw(String(OTP_CODE_LENGTH_MIN))} and ${sql.raw(String(OTP_CODE_LENGTH_MAX))}`,
    ),
    check(
      'association_settings_gst_rate',
      sql`${t.gstRateBasisPoints} between ${sql.raw(String(GST_RATE_BASIS_POINTS_MIN))} and ${sql.raw(String(GST_RATE_BASIS_POINTS_MAX))}`,
    ),
    check(
      'association_settings_document_retention',
      sql`${t.documentRetentionMonths} between ${sql.raw(String(DOCUMENT_RETENTION_MONTHS_MIN))} and ${sql.raw(String(DOCUMENT_RETENTION_MONTHS_MAX))}`,
    ),
    check('association_settings_proposers_required', sql`${t.proposersRequired} in (0, 1, 2)`),
    check('association_settings_upgrade_review', inList(t.upgradeReview, UPGRADE_REVIEW_VALUES)),
    check(
      'association_settings_logo_type',
      sql`${t.logoContentType} is null or ${t.logoContentType} in ('image/png', 'image/jpeg')`,
    ),
  ],
);

export const messageTemplates = pgTable(
  'message_templates',
  {
    kind: text('kind').primaryKey(),
    /** null for an SMS. */
    subject: text('subject'),
    body: text('body').notNull(),
    version: integer('version').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: integer('updated_by'),
  },
  (t) => [check('message_templates_kind_check', inList(t.kind, MESSAGE_TEMPLATE_KINDS))],
);
