// The save payloads checked with the domain's schemas, built per request from the tier and the
// caller (each tab's own schema sits beside its save), and the basic details (step_1) as a save reads
// them: the body checked with the chosen category's rules, which contacts count as verified, the
// columns they fill, the upgrade's category rule and the privacy notice's consent.
import { z } from 'zod';
import { MESSAGES } from '@portico/domain/messages';
import { PRIVACY_NOTICE_VERSION } from '@portico/domain/privacy';
import {
  APPLICATION_ID_INVALID,
  JOURNEY_INVALID,
  MEMBERSHIP_REQUIRED,
  saveMetaShape,
  step1HeadSchema,
} from '@portico/domain/schemas/application-save.schema';
import {
  basicDetailsSchema,
  type BasicDetailsContext,
} from '@portico/domain/schemas/basic-details.schema';
import { fieldErrors } from '@portico/domain/schemas/field-errors';
import { numericText } from '@portico/domain/schemas/fields';
import { isStarTier } from '@portico/domain/tier';
import type { Executor, Transaction } from '../../db/client';
import { BadRequestError, type FieldErrors } from '../../errors';
import { isStaff, provesEmail, provesMobile, type Principal } from '../auth';
import { type ApplicationUpdate, type CategoryRow, findMember, recordConsent } from '../records';
import type { ApplicationCatalog } from './save-types';
import { BASIC_DOCUMENT_FIELDS } from './view';

export { APPLICATION_ID_INVALID, JOURNEY_INVALID, MEMBERSHIP_REQUIRED };
export const MEMBERSHIP_UNKNOWN = 'Membership category not found';
export const UPGRADE_NOT_HIGHER = 'An upgrade must be to a higher category.';

export class ValidationError extends BadRequestError {}

export const emptyToNull = (value: string): string | null => (value === '' ? null : value);

/**
 * Zod compiles an object schema's fast path on its first parse: worth it for a schema parsed again
 * and again, a loss (≈ 0.4 ms for step_1's) for one built for a single request, which is parsed
 * `{ once: true }` without it.
 */
const ONCE = { jitless: true } as const;

/** Throws a 400 with one message per field; the first is the envelope's message. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: { once?: boolean } = {},
): z.output<S> {
  const result = schema.safeParse(input, options.once ? ONCE : undefined);
  if (result.success) return result.data;
  throw validationError(fieldErrors(result.error));
}

export function validationError(errors: FieldErrors, message?: string): ValidationError {
  return new ValidationError(message ?? Object.values(errors)[0] ?? 'Invalid request', errors);
}

/** Issues of a schema run as field errors (empty when valid). */
export function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input, ONCE);
  return result.success ? {} : fieldErrors(result.error);
}

const saveMetaSchema = z.object(saveMetaShape);

/** The save's id and draft flag, which every save carries. */
export function parseSaveMeta(body: Record<string, unknown>): z.output<typeof saveMetaSchema> {
  return parseOrThrow(saveMetaSchema, body);
}

// ── step_1 ────────────────────────────────────────────────────────────────────────────────────

export type Step1Head = z.output<typeof step1HeadSchema>;

export function parseStep1Head(body: Record<string, unknown>): Step1Head {
  return parseOrThrow(step1HeadSchema, body);
}

function buildStep1Schema(ctx: BasicDetailsContext) {
  return basicDetailsSchema(ctx).safeExtend({
    ...saveMetaShape,
    membership_id: numericText,
  });
}

/** step_1 schemas by context: an applicant saves tab 1 again and again with the same contacts. */
const step1Schemas = new Map<string, ReturnType<typeof buildStep1Schema>>();
const STEP1_SCHEMAS_KEPT = 1000;

/** The step_1 schema of a context, built once per tier, verified contacts and variant (the newest kept). */
export function step1Schema(ctx: BasicDetailsContext) {
  const key = JSON.stringify([
    ctx.isStar,
    ctx.verified ?? null,
    ctx.singlePage === true,
    ctx.askConsent === true,
  ]);
  let schema = step1Schemas.get(key);
  if (schema) {
    step1Schemas.delete(key);
  } else {
    schema = buildStep1Schema(ctx);
    if (step1Schemas.size >= STEP1_SCHEMAS_KEPT) {
      step1Schemas.delete(step1Schemas.keys().next().value as string);
    }
  }
  step1Schemas.set(key, schema);
  return schema;
}

export type Step1Payload = z.output<ReturnType<typeof buildStep1Schema>>;

/** What else proves a contact in a save (see provenContacts). */
export type BasicDetailsOptions = {
  /** A verification token's principal sent along (the member self-update's mobile check). */
  extra?: Principal | null;
  /** Whether a member's stored mobile number counts as verified (not in the self-update). */
  memberMobileCounts?: boolean;
  /** The single-page form (the self-update), with its own wording of some messages. */
  singlePage?: boolean;
};

export type BasicDetails = Awaited<ReturnType<typeof parseBasicDetails>>;

export function basicColumns(
  payload: Step1Payload,
  categoryId: number,
  verified: { email: boolean; mobile: boolean },
  consented = false,
): ApplicationUpdate & { categoryId: number } {
  return {
    ...(consented ? { privacyNoticeVersion: PRIVACY_NOTICE_VERSION } : {}),
    categoryId,
    name: payload.name,
    email: payload.email.toLowerCase(),
    emailVerified: verified.email,
    dob: emptyToNull(payload.dob),
    mobileNumber: payload.mobile_number,
    mobileVerified: verified.mobile,
    primaryNumber: payload.primary_number,
    sameNumber: payload.same_number,
    zone: payload.zone,
    stateId: payload.state,
    gstNumber: emptyToNull(payload.gst_number),
    panNumber: payload.pan_number,
    companyName: payload.company_name,
    registeredAddress: payload.registered_address,
    registeredCity: emptyToNull(payload.registered_city),
    registeredPin: emptyToNull(payload.registered_pin),
    sizeOfCompany: payload.size_of_company,
    orgType: payload.org_type,
    incorporationDate: emptyToNull(payload.incorporation_date),
  };
}

function basicDocumentUrls(payload: Step1Payload): Record<string, string> {
  return Object.fromEntries(
    BASIC_DOCUMENT_FIELDS.map((field) => [field, payload[field]]).filter(([, url]) => url),
  );
}

/**
 * Which email and mobile number count as verified for this caller: an applicant's proven by code;
 * a member's own (stored) contacts; and those proven by `extra` (the self-update's verification).
 */
async function provenContacts(
  principal: Principal,
  through: Executor,
  options: BasicDetailsOptions,
): Promise<{ email(value: string): boolean; mobile(value: string): boolean }> {
  const member =
    principal.kind === 'member' ? await findMember(through, principal.memberId) : undefined;
  const { extra, memberMobileCounts = true } = options;
  return {
    email: (value) =>
      provesEmail(principal, value) ||
      (extra ? provesEmail(extra, value) : false) ||
      (member !== undefined && member.email.toLowerCase() === value.trim().toLowerCase()),
    mobile: (value) =>
      provesMobile(principal, value) ||
      (extra ? provesMobile(extra, value) : false) ||
      (memberMobileCounts && member !== undefined && member.mobileNumber === value.trim()),
  };
}

/** The submit gates: an applicant's token must prove the payload's email and WhatsApp number. */
async function verifiedContacts(
  principal: Principal,
  body: Record<string, unknown>,
  through: Executor,
  options: BasicDetailsOptions,
): Promise<{ email: string | null; mobile: string | null }> {
  const rawEmail = typeof body.email === 'string' ? body.email.trim() : '';
  const rawMobile =
    typeof body.mobile_number === 'string' || typeof body.mobile_number === 'number'
      ? String(body.mobile_number).trim()
      : '';
  const proven = await provenContacts(principal, through, options);
  return {
    email: rawEmail && proven.email(rawEmail) ? rawEmail : null,
    mobile: rawMobile && proven.mobile(rawMobile) ? rawMobile : null,
  };
}

/** The step_1 body checked with the chosen category's rules; the category and state from memory. */
export async function parseBasicDetails(
  catalog: ApplicationCatalog,
  principal: Principal,
  body: Record<string, unknown>,
  through: Executor,
  options: BasicDetailsOptions = {},
) {
  const head = parseStep1Head(body);
  const category = await catalog.findCategory(head.membership_id, through);
  if (!category) {
    throw new BadRequestError(MEMBERSHIP_UNKNOWN, { membership_id: MEMBERSHIP_UNKNOWN });
  }
  const isStar = isStarTier(category.name);
  const byStaff = isStaff(principal);
  const verified = byStaff ? null : await verifiedContacts(principal, body, through, options);
  const payload = parseOrThrow(
    step1Schema({
      isStar,
      askConsent: !byStaff,
      ...(options.singlePage ? { singlePage: true } : {}),
      ...(verified ? { verified } : {}),
    }),
    body,
  );
  const state = await catalog.findState(payload.state, through);
  if (!state || state.zone !== payload.zone) {
    throw validationError({ state: MESSAGES.stateRequired });
  }
  return {
    journey: head.journey,
    category,
    isStar,
    byStaff,
    payload,
    /** The person agreed to the privacy notice with this save (never a staff save). */
    consented: !byStaff && payload.privacy_consent,
    contact: { email: payload.email, mobile: payload.mobile_number },
    documents: basicDocumentUrls(payload),
  };
}

/**
 * An upgrade is to a higher category than the member's (400 on membership_id at the save, not only
 * at its checkout). Checked while the upgrade is unpaid: once paid, the member holds that category.
 */
export async function assertUpgradeIsHigher(
  catalog: ApplicationCatalog,
  tx: Transaction,
  memberId: number | null | undefined,
  category: CategoryRow,
): Promise<void> {
  if (!memberId) return;
  const member = await findMember(tx, memberId);
  const current = member ? await catalog.findCategory(member.categoryId, tx) : undefined;
  if (current && category.rank <= current.rank) {
    throw validationError({ membership_id: UPGRADE_NOT_HIGHER });
  }
}

/**
 * Records the consent the save carried (decision 045), in its transaction; a re-save under a notice
 * already agreed to (`agreed`: the application's stored version) writes nothing.
 */
export async function recordSaveConsent(
  tx: Executor,
  basics: Pick<BasicDetails, 'consented' | 'contact'>,
  who: { applicationId: number; memberId: number | null; agreed?: string | null },
  ip: string | null,
): Promise<void> {
  if (!basics.consented || who.agreed === PRIVACY_NOTICE_VERSION) return;
  const { applicationId, memberId } = who;
  await recordConsent(tx, {
    applicationId,
    memberId,
    contact: basics.contact.email.toLowerCase(),
    ip,
  });
}
