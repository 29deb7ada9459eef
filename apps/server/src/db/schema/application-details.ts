// What hangs off an application: its directors, its two proposers and its uploaded documents.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ownerId } from './columns';
import { REVIEW_STATUS_VALUES } from '@portico/domain/contracts/values';
import type { ApprovalStatus } from './value-sets';
import { applications, members } from './applications';

export const directors = pgTable(
  'directors',
  {
    id: id(),
    applicationId: ownerId('application_id', () => applications.id),
    /** 1..5, the row order on tab 2. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
  },
  (t) => [
    unique('directors_application_position_unique').on(t.applicationId, t.position),
    check('directors_position_check', sql`${t.position} between 1 and 5`),
  ],
);

/** The two existing members who propose the applicant, and their answer to the reference request. */
export const proposers = pgTable(
  'proposers',
  {
    id: id(),
    applicationId: ownerId('application_id', () => applications.id),
    rowNo: smallint('row_no').notNull(),
    /** The proposer's company (the spec's member "name"). */
    companyName: text('company_name').notNull(),
    director: text('director').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    /** The existing member matched by email and mobile when the proposer was saved. */
    memberId: integer('member_id').references((): AnyPgColumn => members.id),
    response: text('response').$type<Exclude<ApprovalStatus, 'pending'>>(),
    respondedAt: at('responded_at'),
  },
  (t) => [
    unique('proposers_application_row_unique').on(t.applicationId, t.rowNo),
    index('proposers_email_idx').on(t.email),
    check('proposers_row_no_check', inList(t.rowNo, [1, 2])),
    check(
      'proposers_response_check',
      sql`${t.response} is null or ${inList(t.response, ['approved', 'rejected'])}`,
    ),
  ],
);

/**
 * Uploaded files. A file is uploaded before the application that uses it is saved, so the owner
 * (the verified email or mobile of the uploader) is recorded and the application is linked on save.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    /** The form field the file answers, e.g. address_proof, moa, signature. */
    field: text('field').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: text('uploaded_by'),
    /** Lower-case emails and digit-only mobiles the uploading applicant had proven: who may read it back. */
    uploadedByContacts: jsonb('uploaded_by_contacts').$type<string[]>().notNull().default([]),
    reviewStatus: text('review_status')
      .$type<(typeof REVIEW_STATUS_VALUES)[number]>()
      .notNull()
      .default('pending'),
    /** The staff remark of the last review of this document (e.g. why it needs replacing). */
    reviewRemark: text('review_remark'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    /** Set when a newer upload for the same field replaces this one. */
    replacedAt: at('replaced_at'),
  },
  (t) => [
    index('documents_application_id_idx').on(t.applicationId),
    check('documents_review_status_check', inList(t.reviewStatus, REVIEW_STATUS_VALUES)),
    check('documents_size_bytes_check', sql`${t.sizeBytes} >= 0`),
  ],
);
