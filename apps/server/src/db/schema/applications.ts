// Applications (one row per application, new or upgrade) and the members they become. The two tables
// point at each other (an upgrade names its member, a member its latest application), so they share
// this file: split apart they would import each other.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, requiredRef, updatedAt } from './columns';
import {
  JOURNEY_VALUES,
  COMPANY_SIZE_VALUES,
  ORG_TYPE_VALUES,
  MEMBER_STATUS_VALUES,
  MANUAL_VALUES,
} from '@portico/domain/contracts/values';
import type { ZoneCode, ManualFlag } from './value-sets';
import { membershipCategories } from './catalog';
import { zones, states } from './reference-data';

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /** Readable application number shown to people and used in links and receipts. */
    appId: text('app_id').notNull().unique(),
    journey: text('journey').$type<(typeof JOURNEY_VALUES)[number]>().notNull().default('new'),
    categoryId: requiredRef('category_id', () => membershipCategories.id),
    /** Set for an upgrade: the member whose membership is being upgraded. */
    memberId: integer('member_id').references((): AnyPgColumn => members.id),
    name: text('name'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    dob: date('dob', { mode: 'string' }),
    /** The WhatsApp number. */
    mobileNumber: text('mobile_number'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    primaryNumber: text('primary_number'),
    sameNumber: boolean('same_number').notNull().default(false),
    zone: text('zone')
      .$type<ZoneCode>()
      .references(() => zones.code),
    stateId: integer('state_id').references(() => states.id),
    gstNumber: text('gst_number'),
    panNumber: text('pan_number'),
    companyName: text('company_name'),
    registeredAddress: text('registered_address'),
    /** The registered office's city and PIN code beside its address, for e-invoices (decision 085). */
    registeredCity: text('registered_city'),
    registeredPin: text('registered_pin'),
    sizeOfCompany: text('size_of_company').$type<(typeof COMPANY_SIZE_VALUES)[number]>(),
    orgType: text('org_type').$type<(typeof ORG_TYPE_VALUES)[number]>(),
    incorporationDate: date('incorporation_date', { mode: 'string' }),
    membershipChecked: boolean('membership_checked').notNull().default(false),
    description: text('description'),
    meta: text('meta'),
    linkedin: text('linkedin'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    isDraft: boolean('is_draft').notNull().default(true),
    /** The last save came from a staff variant of the form. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Stored step: 1 after basic details … 4 after other details. */
    steps: smallint('steps').notNull().default(0),
    /** The manual-update flag (0, 1 or 4, as on members): 1 or 4 opens the self-update form. */
    manual: smallint('manual').$type<ManualFlag>().notNull().default(0),
    /** Link to one PDF holding the company's documents (older records keep documents this way). */
    pdfStandalone: text('pdf_standalone'),
    /** When the applicant (or staff) made the final submit of the form; null while a draft. */
    submittedAt: at('submitted_at'),
    /**
     * The proposers the rule asked when the application was first submitted (decision 070): it keeps
     * that rule. null while a draft (the setting applies) and for applications from before the rule.
     */
    proposersRequired: smallint('proposers_required'),
    /** The privacy notice version the applicant or member last agreed to (decision 045). */
    privacyNoticeVersion: text('privacy_notice_version'),
    /** Set when the person's data was erased on their request: the record stays, masked. */
    erasedAt: at('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_email_idx').on(t.email),
    /** Logins and contact checks compare emails case-insensitively. */
    index('applications_email_lower_idx').on(sql`lower(${t.email})`),
    index('applications_mobile_number_idx').on(t.mobileNumber),
    index('applications_zone_idx').on(t.zone),
    index('applications_member_id_idx').on(t.memberId),
    index('applications_category_id_idx').on(t.categoryId),
    /** The review queue's order: by submission, creation for legacy rows without one (decision 011). */
    index('applications_queue_order_idx').on(sql`coalesce(${t.submittedAt}, ${t.createdAt})`, t.id),
    check('applications_journey_check', inList(t.journey, JOURNEY_VALUES)),
    check(
      'applications_size_of_company_check',
      sql`${t.sizeOfCompany} is null or ${inList(t.sizeOfCompany, COMPANY_SIZE_VALUES)}`,
    ),
    check(
      'applications_org_type_check',
      sql`${t.orgType} is null or ${inList(t.orgType, ORG_TYPE_VALUES)}`,
    ),
    check('applications_steps_check', sql`${t.steps} between 0 and 4`),
    check(
      'applications_proposers_required_check',
      sql`${t.proposersRequired} is null or ${t.proposersRequired} in (0, 1, 2)`,
    ),
    check('applications_manual_check', inList(t.manual, MANUAL_VALUES)),
  ],
);

export const members = pgTable(
  'members',
  {
    id: id(),
    /** Assigned when the first payment is received. */
    memberNumber: text('member_number').unique(),
    email: text('email').notNull().unique(),
    mobileNumber: text('mobile_number').notNull().unique(),
    /** The authorised person. */
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    categoryId: requiredRef('category_id', () => membershipCategories.id),
    status: text('status')
      .$type<(typeof MEMBER_STATUS_VALUES)[number]>()
      .notNull()
      .default('active'),
    /** 1 or 4: documents must be confirmed or updated before renewal; 0: nothing asked. */
    manual: smallint('manual').$type<ManualFlag>().notNull().default(0),
    pdfStandalone: text('pdf_standalone'),
    /** The application that made (or last changed) this membership. */
    applicationId: integer('application_id').references((): AnyPgColumn => applications.id),
    /** When the member turned renewal reminders by email off (the link in a reminder); null: on. */
    emailRemindersOffAt: at('email_reminders_off_at'),
    zone: text('zone')
      .$type<ZoneCode>()
      .references(() => zones.code),
    /** The member's choice of channels for renewal reminders (issue #16); at least one stays on. */
    remindByEmail: boolean('remind_by_email').notNull().default(true),
    remindByWhatsapp: boolean('remind_by_whatsapp').notNull().default(true),
    /**
     * Renewal reminders wait for the admin (issue #27): an imported member gets none while held, and
     * none before `remindersFrom` (the day the admin chose on the import screen). Decision 067.
     */
    remindersHeld: boolean('reminders_held').notNull().default(false),
    remindersFrom: at('reminders_from'),
    /** Set when the member's data was erased on their request (decision 045). */
    erasedAt: at('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('members_status_idx').on(t.status),
    index('members_application_id_idx').on(t.applicationId),
    index('members_email_lower_idx').on(sql`lower(${t.email})`),
    index('members_zone_idx').on(t.zone),
    /** The back-office members list's default order (decision 011). */
    index('members_name_order_idx').on(sql`lower(${t.name})`, t.id),
    check('members_status_check', inList(t.status, MEMBER_STATUS_VALUES)),
    check('members_manual_check', inList(t.manual, MANUAL_VALUES)),
  ],
);

/** Member numbers ('PM-000042') and order numbers ('PO-000042'): collision-free under concurrency. */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 1 });
