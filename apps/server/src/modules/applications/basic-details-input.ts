// The basic details (step_1) as a save reads them: the body checked with the chosen category's rules,
// which contacts count as verified, the columns they fill and the upgrade's category rule.
import { MESSAGES } from '@portico/domain/messages';
import { PRIVACY_NOTICE_VERSION } from '@portico/domain/privacy';
import { isStarTier } from '@portico/domain/tier';
import type { Executor, Transaction } from '../../db/client';
import { BadRequestError } from '../../errors';
import { isStaff, provesEmail, provesMobile, type Principal } from '../auth';
import { type ApplicationUpdate, type CategoryRow, findMember, recordConsent } from '../records';
import { emptyToNull, type ApplicationCatalog } from './save-existing';
import {
  parseOrThrow,
  parseStep1Head,
  step1Schema,
  validationError,
  MEMBERSHIP_UNKNOWN,
  UPGRADE_NOT_HIGHER,
  type Step1Payload,
} from './validation';
import { BASIC_DOCUMENT_FIELDS } from './view';

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
