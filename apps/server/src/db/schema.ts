// Tables of both specifications (applicant journey §3, member area and payments §3).
// Conventions: snake_case columns; money as integer paise; enumerations as text + CHECK (a new value is a
// one-line migration, unlike a PostgreSQL enum); every timestamp with time zone; calendar dates as
// 'YYYY-MM-DD' strings because that is what the API carries.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  APPROVAL_VALUES,
  CHANNEL_VALUES,
  COMPANY_SIZE_VALUES,
  COUPON_KIND_VALUES,
  DECISION_ACTOR_VALUES,
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  HISTORY_TYPE_VALUES,
  JOURNEY_VALUES,
  MANUAL_VALUES,
  MEMBER_STATUS_VALUES,
  ORDER_PURPOSE_VALUES,
  ORDER_STATUS_VALUES,
  ORG_TYPE_VALUES,
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_RECORD_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  PIPELINE_STAGE_VALUES,
  REFUND_REASON_VALUES,
  REVIEW_STAGE_VALUES,
  REVIEW_STATUS_VALUES,
  STAFF_ROLE_VALUES,
  ZONE_CODES,
} from '@portico/domain/contracts/values';
import { REMINDER_STAGE_VALUES, type ReminderStage } from '@portico/domain/reminders';

// ---------------------------------------------------------------------------------------------
// Value sets stored in text columns: the contract's lists (@portico/domain/contracts/values), so the
// check lists, the API and the screens read one definition.
export {
  APPROVAL_VALUES,
  CHANNEL_VALUES,
  COMPANY_SIZE_VALUES,
  COUPON_KIND_VALUES,
  DECISION_ACTOR_VALUES,
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  HISTORY_TYPE_VALUES,
  JOURNEY_VALUES,
  MANUAL_VALUES,
  MEMBER_STATUS_VALUES,
  ORDER_PURPOSE_VALUES,
  ORDER_STATUS_VALUES,
  ORG_TYPE_VALUES,
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_RECORD_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  PIPELINE_STAGE_VALUES,
  REFUND_REASON_VALUES,
  REVIEW_STAGE_VALUES,
  REVIEW_STATUS_VALUES,
  STAFF_ROLE_VALUES,
  ZONE_CODES,
};

export type ZoneCode = (typeof ZONE_CODES)[number];
export type ApprovalStatus = (typeof APPROVAL_VALUES)[number];
export type StaffRole = (typeof STAFF_ROLE_VALUES)[number];
export type Channel = (typeof CHANNEL_VALUES)[number];
export type OrderPurpose = (typeof ORDER_PURPOSE_VALUES)[number];
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];
export type RefundReason = (typeof REFUND_REASON_VALUES)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_VALUES)[number];
export type ManualFlag = (typeof MANUAL_VALUES)[number];
export type DocumentReviewStatus = (typeof REVIEW_STATUS_VALUES)[number];
export type ReviewStage = (typeof REVIEW_STAGE_VALUES)[number];
export type PipelineStage = (typeof PIPELINE_STAGE_VALUES)[number];
export type DecisionStage = (typeof DECISION_STAGE_VALUES)[number];
export type Decision = (typeof DECISION_VALUES)[number];
export type DecisionActorKind = (typeof DECISION_ACTOR_VALUES)[number];

/** CHECK (column IN (...)) with the list inlined: check constraints cannot take parameters. */
function inList(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`))
    .join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Amounts of orders and payments: bigint in SQL, a JS number (safe far beyond any fee). */
const paise = (name: string) => bigint(name, { mode: 'number' });

// ---------------------------------------------------------------------------------------------
// Catalogue

export const membershipCategories = pgTable(
  'membership_categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    /** Upgrade order: a category may be upgraded to any category of higher rank. */
    rank: integer('rank').notNull().unique(),
    joiningFeePaise: integer('joining_fee_paise').notNull(),
    annualFeePaise: integer('annual_fee_paise').notNull(),
    /** Comma-separated eligibility points, shown as a list in the eligibility modal. */
    eligibility: text('eligibility').notNull().default(''),
    eligibilityRemark: text('eligibility_remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'membership_categories_fees_check',
      sql`${t.joiningFeePaise} >= 0 and ${t.annualFeePaise} >= 0`,
    ),
  ],
);

export const zones = pgTable(
  'zones',
  {
    code: text('code').$type<ZoneCode>().primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('zones_code_check', inList(t.code, ZONE_CODES))],
);

export const states = pgTable(
  'states',
  {
    id: id(),
    zone: text('zone')
      .$type<ZoneCode>()
      .notNull()
      .references(() => zones.code),
    name: text('name').notNull().unique(),
  },
  (t) => [index('states_zone_idx').on(t.zone)],
);

// ---------------------------------------------------------------------------------------------
// Applications (one row per application, new or upgrade) and what hangs off them

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /** Readable application number shown to people and used in links and receipts. */
    appId: text('app_id').notNull().unique(),
    journey: text('journey').$type<(typeof JOURNEY_VALUES)[number]>().notNull().default('new'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id),
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
    check('applications_manual_check', inList(t.manual, MANUAL_VALUES)),
  ],
);

/**
 * One row per membership event of an application: the first registration, an upgrade or a revival of
 * a lapsed membership. The review approvals and the payment state live here.
 */
export const planHistory = pgTable(
  'plan_history',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id),
    historyType: text('history_type')
      .$type<(typeof HISTORY_TYPE_VALUES)[number]>()
      .notNull()
      .default('new'),
    /** The application form was completed for this history row (a second new application is refused). */
    appFilled: boolean('app_filled').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    approvalZm: text('approval_zm').$type<ApprovalStatus>().notNull().default('pending'),
    approvalZmAt: at('approval_zm_at'),
    approvalAccounts: text('approval_accounts')
      .$type<ApprovalStatus>()
      .notNull()
      .default('pending'),
    approvalAccountsAt: at('approval_accounts_at'),
    referenceCheck1: text('reference_check_1').$type<ApprovalStatus>().notNull().default('pending'),
    referenceCheck1At: at('reference_check_1_at'),
    referenceCheck2: text('reference_check_2').$type<ApprovalStatus>().notNull().default('pending'),
    referenceCheck2At: at('reference_check_2_at'),
    /** The governing body approves twice (two members of the body). */
    approvalGoverning1: text('approval_governing_1')
      .$type<ApprovalStatus>()
      .notNull()
      .default('pending'),
    approvalGoverning1At: at('approval_governing_1_at'),
    approvalGoverning2: text('approval_governing_2')
      .$type<ApprovalStatus>()
      .notNull()
      .default('pending'),
    approvalGoverning2At: at('approval_governing_2_at'),
    paymentStatus: text('payment_status')
      .$type<(typeof PAYMENT_STATUS_VALUES)[number]>()
      .notNull()
      .default('unpaid'),
    /** After this moment the emailed payment link no longer opens the checkout. */
    paymentLinkExpiresAt: at('payment_link_expires_at'),
    /** The pipeline stage (decision 010); the approval columns above stay the review's source. */
    reviewStage: text('review_stage').$type<ReviewStage>().notNull().default('draft'),
    /** The stage that sent the application back; review resumes there on resubmit. */
    changesRequestedStage: text('changes_requested_stage').$type<PipelineStage>(),
    /** Form field and document names the last send-back asked to change. */
    changesRequestedFields: jsonb('changes_requested_fields')
      .$type<string[]>()
      .notNull()
      .default([]),
    changesNote: text('changes_note'),
    membershipExpiry: at('membership_expiry'),
    companyName: text('company_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plan_history_application_id_idx').on(t.applicationId),
    /**
     * One row per application and journey (the row the review reads and the queue joins, decision 011);
     * revivals may repeat.
     */
    uniqueIndex('plan_history_application_journey_idx')
      .on(t.applicationId, t.historyType)
      .where(sql`${t.historyType} in ('new', 'upgrade')`),
    index('plan_history_payment_status_idx').on(t.paymentStatus),
    index('plan_history_review_stage_idx').on(t.reviewStage),
    check('plan_history_review_stage_check', inList(t.reviewStage, REVIEW_STAGE_VALUES)),
    check(
      'plan_history_changes_requested_stage_check',
      sql`${t.changesRequestedStage} is null or ${inList(t.changesRequestedStage, PIPELINE_STAGE_VALUES)}`,
    ),
    check('plan_history_history_type_check', inList(t.historyType, HISTORY_TYPE_VALUES)),
    check('plan_history_payment_status_check', inList(t.paymentStatus, PAYMENT_STATUS_VALUES)),
    check(
      'plan_history_approvals_check',
      sql`${inList(t.approvalZm, APPROVAL_VALUES)} and ${inList(t.approvalAccounts, APPROVAL_VALUES)}
        and ${inList(t.referenceCheck1, APPROVAL_VALUES)} and ${inList(t.referenceCheck2, APPROVAL_VALUES)}
        and ${inList(t.approvalGoverning1, APPROVAL_VALUES)} and ${inList(t.approvalGoverning2, APPROVAL_VALUES)}`,
    ),
  ],
);

export const directors = pgTable(
  'directors',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
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
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
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

// ---------------------------------------------------------------------------------------------
// Members and their membership periods

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
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id),
    status: text('status')
      .$type<(typeof MEMBER_STATUS_VALUES)[number]>()
      .notNull()
      .default('active'),
    /** 1 or 4: documents must be confirmed or updated before renewal; 0: nothing asked. */
    manual: smallint('manual').$type<ManualFlag>().notNull().default(0),
    pdfStandalone: text('pdf_standalone'),
    /** The application that made (or last changed) this membership. */
    applicationId: integer('application_id').references((): AnyPgColumn => applications.id),
    zone: text('zone')
      .$type<ZoneCode>()
      .references(() => zones.code),
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

export const membershipPeriods = pgTable(
  'membership_periods',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id),
    planHistoryId: integer('plan_history_id').references(() => planHistory.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_periods_member_ends_idx').on(t.memberId, t.endsAt),
    check('membership_periods_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

// The renewal reminders of a period (the list lives in the domain package).
export { REMINDER_STAGE_VALUES, type ReminderStage };

/**
 * One row per reminder sent: the key (member, period end, stage) makes each reminder go out once,
 * however many job runs (or server processes) reach it; staff read who was reminded when.
 */
export const memberReminders = pgTable(
  'member_reminders',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    periodEndsAt: at('period_ends_at').notNull(),
    stage: text('stage').$type<ReminderStage>().notNull(),
    /** First claimed at. */
    createdAt: createdAt(),
    /**
     * When a run last claimed it to send; another run may take it over once this is older than the
     * lease (a run that crashed or failed to deliver).
     */
    claimedAt: at('claimed_at'),
    /** Each channel's hand-over, so a retry sends only what is missing. */
    emailSentAt: at('email_sent_at'),
    smsSentAt: at('sms_sent_at'),
    /** Once every channel was handed over. */
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('member_reminders_once_idx').on(t.memberId, t.periodEndsAt, t.stage),
    index('member_reminders_created_idx').on(t.createdAt),
    check('member_reminders_stage_check', inList(t.stage, REMINDER_STAGE_VALUES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Staff

export const staff = pgTable('staff', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const staffRoles = pgTable(
  'staff_roles',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    /** Only for zone managers: the zone whose applications they review. */
    zone: text('zone')
      .$type<ZoneCode>()
      .references(() => zones.code),
  },
  (t) => [
    unique('staff_roles_unique').on(t.staffId, t.role, t.zone).nullsNotDistinct(),
    index('staff_roles_zone_idx').on(t.zone),
    check('staff_roles_role_check', inList(t.role, STAFF_ROLE_VALUES)),
    check('staff_roles_zone_check', sql`(${t.role} = 'zone_manager') = (${t.zone} is not null)`),
  ],
);

/**
 * One row per answer in the review pipeline: a staff approval, send-back or rejection, or a proposer's
 * answer to the reference request (decision 010). Who, when and the remark.
 */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: id(),
    planHistoryId: integer('plan_history_id')
      .notNull()
      .references(() => planHistory.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<DecisionStage>().notNull(),
    decision: text('decision').$type<Decision>().notNull(),
    actorKind: text('actor_kind').$type<DecisionActorKind>().notNull(),
    actorStaffId: integer('actor_staff_id').references(() => staff.id),
    /** The staff member's name and email, or the proposer's director name and email. */
    actorLabel: text('actor_label').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_decisions_plan_history_idx').on(t.planHistoryId, t.createdAt),
    check('review_decisions_stage_check', inList(t.stage, DECISION_STAGE_VALUES)),
    check('review_decisions_decision_check', inList(t.decision, DECISION_VALUES)),
    check('review_decisions_actor_kind_check', inList(t.actorKind, DECISION_ACTOR_VALUES)),
    check(
      'review_decisions_actor_check',
      sql`(${t.actorKind} = 'staff') = (${t.actorStaffId} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Verification codes and outgoing messages

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    channel: text('channel').$type<Channel>().notNull(),
    /** Normalised email or mobile number. */
    address: text('address').notNull(),
    /** Codes are stored hashed (keyed with APP_SECRET), never in clear. */
    codeHash: text('code_hash').notNull(),
    /** What the code proves: e.g. 'verify' (application contact) or 'login'. */
    purpose: text('purpose').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
    ip: text('ip'),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.address, t.purpose, t.createdAt),
    index('one_time_codes_ip_idx').on(t.ip, t.createdAt),
    check('one_time_codes_channel_check', inList(t.channel, CHANNEL_VALUES)),
  ],
);

/**
 * One row per failed code check, whatever the purpose. `codeId` names the issued code the guess was
 * judged against (null when the address had no live code): only those count towards hardening the
 * address's next codes (decision 019), so guesses at an address nobody sent a code to change nothing.
 */
export const oneTimeCodeFailures = pgTable(
  'one_time_code_failures',
  {
    id: id(),
    channel: text('channel').$type<Channel>().notNull(),
    /** Normalised email or mobile number. */
    address: text('address').notNull(),
    failedAt: at('failed_at').notNull(),
    codeId: integer('code_id').references(() => oneTimeCodes.id, { onDelete: 'set null' }),
    ip: text('ip'),
  },
  (t) => [
    index('one_time_code_failures_lookup_idx').on(t.address, t.failedAt),
    check('one_time_code_failures_channel_check', inList(t.channel, CHANNEL_VALUES)),
  ],
);

/** Fixed-window counters shared by every server process: one row per key and window (decision 019). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * Per-IP request limits (@fastify/rate-limit's store on PostgreSQL, decision 027): one row per key,
 * whose window starts at its first hit, as in the memory and Redis stores.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/** Every message sent (or, in development, only recorded): the dev outbox reads it. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').$type<Channel>().notNull(),
    to: text('to_address').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    /** Null until delivered (always set at once when there is no real transport). */
    sentAt: at('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('outbox_to_created_idx').on(t.to, t.createdAt),
    check('outbox_channel_check', inList(t.channel, CHANNEL_VALUES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Coupons, orders and payments

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<(typeof COUPON_KIND_VALUES)[number]>().notNull(),
    /** Percent (0–100) for percent coupons, paise for flat ones. */
    value: integer('value').notNull(),
    /** Shown when the coupon cannot be applied. */
    message: text('message'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_kind_check', inList(t.kind, COUPON_KIND_VALUES)),
    check(
      'coupons_value_check',
      sql`${t.value} >= 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
  ],
);

/** The categories a coupon is restricted to (decision 011); a coupon without rows applies to all. */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.categoryId] }),
    index('coupon_categories_category_id_idx').on(t.categoryId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Readable order number shown on receipts and in the thank-you route. */
    uniqueOrderId: text('unique_order_id').notNull().unique(),
    applicationId: integer('application_id').references(() => applications.id),
    memberId: integer('member_id').references(() => members.id),
    planHistoryId: integer('plan_history_id').references(() => planHistory.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id),
    purpose: text('purpose').$type<OrderPurpose>().notNull(),
    joiningFeePaise: paise('joining_fee_paise').notNull().default(0),
    discountPaise: paise('discount_paise').notNull().default(0),
    annualFeePaise: paise('annual_fee_paise').notNull().default(0),
    taxablePaise: paise('taxable_paise').notNull(),
    gstPaise: paise('gst_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull().default(0),
    sgstPaise: paise('sgst_paise').notNull().default(0),
    igstPaise: paise('igst_paise').notNull().default(0),
    totalPaise: paise('total_paise').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerOrderId: text('provider_order_id').unique(),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    /** The tax invoice's number, in the series of its financial year (April–March), set when paid. */
    invoiceNumber: text('invoice_number').unique(),
    /**
     * The tax invoice's recipient as it was when paid (the invoice never changes after it is issued,
     * whatever the member updates later): name, company, GSTIN (null: unregistered), address.
     */
    billedName: text('billed_name'),
    billedCompany: text('billed_company'),
    billedGstin: text('billed_gstin'),
    billedAddress: text('billed_address'),
    /** The category and coupon code as named when paid (staff may rename both later). */
    categoryName: text('category_name'),
    couponCode: text('coupon_code'),
    /**
     * Place of supply when paid, its state name and GST code from one source (place-of-supply.ts):
     * CGST + SGST inside the association's state, IGST outside. The code is null on orders paid
     * before it was stored (their place is read back from the name and the tax split).
     */
    placeOfSupplyState: text('place_of_supply_state'),
    placeOfSupplyCode: text('place_of_supply_code'),
    /**
     * Renewals: the period bought, fixed when the order is made (expiry + 1 minute to expiry + 1
     * year). A payment for a membership renewed meanwhile by another order is refund_due.
     */
    periodStartsAt: at('period_starts_at'),
    periodEndsAt: at('period_ends_at'),
    /** When the receipt (tax invoice) was emailed; null until the receipt job has sent it. */
    receiptEmailedAt: at('receipt_emailed_at'),
  },
  (t) => [
    index('orders_application_id_idx').on(t.applicationId),
    index('orders_plan_history_id_idx').on(t.planHistoryId),
    index('orders_member_id_idx').on(t.memberId),
    index('orders_status_idx').on(t.status),
    check('orders_purpose_check', inList(t.purpose, ORDER_PURPOSE_VALUES)),
    check('orders_status_check', inList(t.status, ORDER_STATUS_VALUES)),
    check('orders_provider_check', inList(t.provider, PAYMENT_PROVIDER_VALUES)),
    check(
      'orders_total_check',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.gstPaise} and ${t.gstPaise} = ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check('orders_owner_check', sql`${t.applicationId} is not null or ${t.memberId} is not null`),
    check(
      'orders_invoice_billed_check',
      sql`${t.invoiceNumber} is null or (${t.billedName} is not null and ${t.billedCompany} is not null and ${t.placeOfSupplyState} is not null and ${t.categoryName} is not null)`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').$type<(typeof PAYMENT_RECORD_STATUS_VALUES)[number]>().notNull(),
    /** Why a refund_due payment is to be refunded (null for any other). */
    refundReason: text('refund_reason').$type<RefundReason>(),
    /** What the provider sent, for support and reconciliation. */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    index('payments_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'refund_due'`),
    check('payments_status_check', inList(t.status, PAYMENT_RECORD_STATUS_VALUES)),
    check(
      'payments_refund_reason_check',
      sql`(${t.status} = 'refund_due') = (${t.refundReason} is not null) and (${t.refundReason} is null or ${inList(t.refundReason, REFUND_REASON_VALUES)})`,
    ),
  ],
);

/**
 * A use of a coupon held for an order from when it is made (decision 022): a coupon is offered
 * only while its uses so far plus the holds still running stay below its limit. A hold ends when
 * its order is paid (it becomes a use), voided or fails, or when it expires; keyed by the order's
 * number because it is taken before the provider opens the order and our row is written.
 */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    orderNumber: text('order_number').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    planHistoryId: integer('plan_history_id')
      .notNull()
      .references(() => planHistory.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_holds_coupon_idx').on(t.couponId, t.expiresAt),
    index('coupon_holds_plan_history_idx').on(t.planHistoryId),
  ],
);

/** Webhook deliveries already handled: providers retry, so each event id is processed once. */
export const paymentEvents = pgTable('payment_events', {
  id: id(),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  receivedAt: at('received_at').notNull().defaultNow(),
  processedAt: at('processed_at'),
});

/**
 * A payment the provider reported as failed: the browser's `unsuccessful` call and the webhook both
 * report a declined card, and make one row per provider payment id (what the second adds, e.g. the
 * browser's history id, is merged in).
 */
export const paymentFailures = pgTable(
  'payment_failures',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id),
    planHistoryId: integer('plan_history_id').references(() => planHistory.id),
    providerPaymentId: text('provider_payment_id'),
    code: text('code'),
    description: text('description'),
    reason: text('reason'),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_failures_order_id_idx').on(t.orderId),
    uniqueIndex('payment_failures_provider_payment_id_idx').on(t.providerPaymentId),
  ],
);

/** Tax invoice numbers: one gapless series per financial year, taken when an order is paid. */
export const invoiceSeries = pgTable('invoice_series', {
  /** e.g. '2026-27'. */
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Scheduled jobs (payment reconciliation, receipts, reminders) run in one server process at a time:
 * a run takes the job's lease by one conditional UPDATE, and a crashed holder's lease simply expires.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  leasedUntil: at('leased_until').notNull(),
  lastFinishedAt: at('last_finished_at'),
});

export const FILE_STORE_KINDS = ['disk', 's3'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

/**
 * The server processes using this database, each refreshing `last_seen` while it runs (decision 027):
 * how a process learns it has company, e.g. that its uploads must be where the others can read them.
 */
export const serverProcesses = pgTable(
  'server_processes',
  {
    id: text('id').primaryKey(),
    pid: integer('pid').notNull(),
    host: text('host').notNull(),
    /** Where this process stores uploads. */
    fileStore: text('file_store').$type<FileStoreKind>().notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    lastSeen: at('last_seen').notNull().defaultNow(),
  },
  (t) => [check('server_processes_file_store_check', inList(t.fileStore, FILE_STORE_KINDS))],
);

/** Member numbers ('PM-000042') and order numbers ('PO-000042'): collision-free under concurrency. */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 1 });
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

// ---------------------------------------------------------------------------------------------
// Sessions and audit

/** Tokens ended by logout before their expiry (tokens are otherwise stateless). */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at').notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Who acted, e.g. 'staff:3', 'member:12', 'applicant:a@b.c', 'system'. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
  ],
);
