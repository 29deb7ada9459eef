// Personal data (decision 045): the consents given to the privacy notice, and the members' requests
// to correct or erase their data.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_REQUEST_KIND_VALUES, DATA_REQUEST_STATUS_VALUES } from '@portico/domain/privacy';
import type { DataRequestKind, DataRequestStatus } from '@portico/domain/privacy';
import { applications, members } from './applications';
import { at, id, inList, ownerId, requiredRef } from './columns';
import { staff } from './staff';

/**
 * One row per application (and member) per notice version agreed to: who (the application, the
 * contact who gave it), which wording, when and from which address. Kept after an erasure with the
 * contact masked: it proves the data was processed with consent.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: id(),
    applicationId: ownerId('application_id', () => applications.id),
    memberId: integer('member_id').references(() => members.id),
    /** The email the person gave with it (masked on erasure). */
    contact: text('contact').notNull(),
    noticeVersion: text('notice_version').notNull(),
    givenAt: at('given_at').notNull().defaultNow(),
    /** The client's address as the server saw it (behind the proxy: the forwarded one). */
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('privacy_consents_application_version_idx').on(t.applicationId, t.noticeVersion),
  ],
);

/** A member's request to correct or erase their data, and how staff closed it. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    memberId: requiredRef('member_id', () => members.id),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    status: text('status').$type<DataRequestStatus>().notNull().default('open'),
    /** A correction: what the member says is wrong. */
    details: text('details'),
    /** A refusal: why. */
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
    closedBy: integer('closed_by').references(() => staff.id),
  },
  (t) => [
    index('data_requests_status_idx').on(t.status, t.createdAt),
    index('data_requests_member_idx').on(t.memberId),
    /** One open request of each kind per member: a double click files one. */
    uniqueIndex('data_requests_open_idx')
      .on(t.memberId, t.kind)
      .where(sql`${t.status} = 'open'`),
    check('data_requests_kind_check', inList(t.kind, DATA_REQUEST_KIND_VALUES)),
    check('data_requests_status_check', inList(t.status, DATA_REQUEST_STATUS_VALUES)),
    check('data_requests_closed_check', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);
