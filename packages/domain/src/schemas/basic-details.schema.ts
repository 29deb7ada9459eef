// Tab 1 of the membership form, Basic Details: the step_1 save (applicant spec §2, §3, §5).
//
// Which documents are needed depends on the tier (star or not) and, outside star, on the company
// type. The tier is not in the payload (only membership_id is), so it is context: the form knows the
// chosen plan and the server reads it from the plan, and both build the schema with
// basicDetailsSchema({ isStar }). The company type is in the payload, so its rules are data-driven
// (basicDetailsRequirements). One flat object type serves every tier, which keeps a single
// react-hook-form value type; fields a tier does not use are parsed but never required.
//
// The submit gates (email and WhatsApp number verified by code and unchanged since) are context too:
// pass `verified` with the values last verified (the form's state; on the server, the verification
// records) and the payload's must match them. Staff edits, which verify nothing, leave it out.
import { z } from 'zod';
import { COMPANY_SIZES, ORG_TYPES, ZONES, type OrgType, type Zone } from '../constants';
import { GSTIN_MESSAGES, gstinError, panOfGstin } from '../gstin';
import { MESSAGES } from '../messages';
import { PRIVACY_MESSAGES } from '../privacy';
import { isValidPan } from '../validation';
import {
  apiDateText,
  choice,
  cityText,
  emailRule,
  flag,
  gstOrPanText,
  numericText,
  phoneRule,
  pinText,
  requiredRule,
  requiredText,
  rule,
  sameEmail,
  sameMobile,
  text,
} from './fields';

export type BasicDetailsContext = {
  /** The chosen category is star (compare with isStarTier from tier.ts). */
  isStar: boolean;
  /** The email and WhatsApp number last verified by code (null: none yet); omit to skip the gates. */
  verified?: { email: string | null; mobile: string | null };
  /**
   * The single-page variant of the form (the member self-update) words a missing primary number
   * 'Primary number is required', the spec's second wording; the four-tab form says 'Primary
   * mobile number is required'.
   */
  singlePage?: boolean;
  /**
   * The applicant or member gives the data themselves: the privacy notice's consent box must be
   * ticked (decision 045). Staff edits and the final submit's check of stored data leave it out.
   */
  askConsent?: boolean;
};

const panRule = (value: string): string | null => {
  if (value === '') return MESSAGES.panRequired;
  return isValidPan(value) ? null : MESSAGES.panInvalid;
};

/** Blank is the tier's business (required or not); anything typed must be a valid GSTIN. */
const gstRule = (value: string): string | null => (value === '' ? null : gstinError(value));

const whatsappRule = phoneRule(MESSAGES.whatsappRequired, MESSAGES.numberInvalid);

/** A state id from a select (text) or JSON (a number); null when blank or not a positive integer. */
const stateId = numericText.transform((value) => (/^[1-9]\d*$/.test(value) ? Number(value) : null));

function primaryNumber(requiredMessage: string) {
  return numericText.superRefine(rule(phoneRule(requiredMessage, MESSAGES.numberInvalid)));
}

const basicDetailsShape = {
  // All tiers
  name: requiredText(MESSAGES.nameRequired),
  email: text.superRefine(rule(emailRule)),
  dob: apiDateText.superRefine(rule(requiredRule(MESSAGES.dobRequired))),
  mobile_number: numericText.superRefine(rule(whatsappRule)),
  // The spec gives no wording for a short primary number; it is the same kind of input as WhatsApp.
  primary_number: primaryNumber(MESSAGES.primaryMobileRequired),
  same_number: flag,
  zone: choice(ZONES).refine((value): value is Zone => value !== null, {
    error: MESSAGES.zoneRequired,
  }),
  state: stateId.refine((value): value is number => value !== null, {
    error: MESSAGES.stateRequired,
  }),
  // Trimmed and upper-cased before any rule, so pasted spaces never count against the 15 characters.
  gst_number: gstOrPanText.superRefine(rule(gstRule)),
  pan_number: gstOrPanText.superRefine(rule(panRule)),
  company_name: requiredText(MESSAGES.companyNameRequired),
  registered_address: requiredText(MESSAGES.registeredAddressRequired),
  // The office's city and PIN for e-invoices (decision 085): optional, checked when given.
  registered_city: cityText,
  registered_pin: pinText,
  repersentative_photo: requiredText(MESSAGES.representativePhotoRequired),
  address_proof: requiredText(MESSAGES.addressProofRequired),

  // Other tiers
  size_of_company: choice(COMPANY_SIZES),
  org_type: choice(ORG_TYPES),
  incorporation_date: apiDateText,
  turnover_certificate: text,
  // company
  moa: text,
  aoa: text,
  portaldirector: text,
  resolution: text,
  incorporation_certificate: text,
  // partnership
  deed: text,
  authorization: text,
  // huf
  huf_deed: text,
  huf_authorization: text,

  // Star
  aadhar_proof: text,
  pan_proof: text,

  // The privacy notice's consent (decision 045), required where the person gives the data.
  privacy_consent: flag,
};

export type BasicDetailsField = keyof typeof basicDetailsShape;

/** Every field of the payload, in form order. */
export const BASIC_DETAILS_FIELDS = Object.keys(basicDetailsShape) as readonly BasicDetailsField[];

export type BasicDetailsRequirement = {
  readonly field: BasicDetailsField;
  readonly message: string;
};

const STAR_REQUIREMENTS: readonly BasicDetailsRequirement[] = [
  { field: 'aadhar_proof', message: MESSAGES.aadharCardRequired },
  { field: 'pan_proof', message: MESSAGES.panCardRequired },
];

const COMPANY_TIER_REQUIREMENTS: readonly BasicDetailsRequirement[] = [
  { field: 'gst_number', message: MESSAGES.gstRequired },
  { field: 'org_type', message: MESSAGES.companyTypeRequired },
  { field: 'size_of_company', message: MESSAGES.sizeOfCompanyRequired },
  { field: 'turnover_certificate', message: MESSAGES.turnoverCertificateRequired },
];

const INCORPORATION_DATE: BasicDetailsRequirement = {
  field: 'incorporation_date',
  message: MESSAGES.incorporationDateRequired,
};

/** Documents per company type; huf_deed is offered to a huf but not required. */
const ORG_TYPE_REQUIREMENTS: Record<OrgType, readonly BasicDetailsRequirement[]> = {
  company: [
    INCORPORATION_DATE,
    { field: 'moa', message: MESSAGES.moaRequired },
    { field: 'aoa', message: MESSAGES.aoaRequired },
    { field: 'portaldirector', message: MESSAGES.directorDetailsRequired },
    { field: 'resolution', message: MESSAGES.resolutionRequired },
    { field: 'incorporation_certificate', message: MESSAGES.incorporationCertificateRequired },
  ],
  partnership: [
    INCORPORATION_DATE,
    { field: 'deed', message: MESSAGES.deedRequired },
    { field: 'authorization', message: MESSAGES.authorizationRequired },
  ],
  huf: [{ field: 'huf_authorization', message: MESSAGES.authorizationRequired }],
};

/**
 * The fields a tier and company type require on top of those every applicant fills (name, email,
 * …, address proof). Before a company type is chosen only the incorporation date is added, as the
 * form shows that field for every type but huf. The form can use this to mark fields as required.
 */
export function basicDetailsRequirements(ctx: {
  isStar: boolean;
  orgType: OrgType | null;
}): readonly BasicDetailsRequirement[] {
  if (ctx.isStar) return STAR_REQUIREMENTS;
  const byType = ctx.orgType === null ? [INCORPORATION_DATE] : ORG_TYPE_REQUIREMENTS[ctx.orgType];
  return [...COMPANY_TIER_REQUIREMENTS, ...byType];
}

const singlePageShape = {
  ...basicDetailsShape,
  primary_number: primaryNumber(MESSAGES.primaryNumberRequired),
};

/** The step_1 payload for the given tier (and, when given, the verified contacts). */
export function basicDetailsSchema(ctx: BasicDetailsContext) {
  const shape = ctx.singlePage ? singlePageShape : basicDetailsShape;
  return z.object(shape).superRefine((values, issues) => {
    const report = (field: BasicDetailsField, message: string): void => {
      issues.addIssue({ code: 'custom', path: [field], message });
    };
    for (const { field, message } of basicDetailsRequirements({
      isStar: ctx.isStar,
      orgType: values.org_type,
    })) {
      const value = values[field];
      if (value === '' || value === null) report(field, message);
    }

    // A valid GSTIN holds its holder's PAN: it must be the PAN given beside it.
    const { gst_number: gst, pan_number: pan } = values;
    if (gst !== '' && gstRule(gst) === null && isValidPan(pan) && panOfGstin(gst) !== pan) {
      report('gst_number', GSTIN_MESSAGES.panMismatch);
    }

    if (ctx.askConsent && !values.privacy_consent) {
      report('privacy_consent', PRIVACY_MESSAGES.consentRequired);
    }

    const { verified } = ctx;
    const mobileVerified =
      verified !== undefined && sameMobile(values.mobile_number, verified.mobile);
    if (verified !== undefined) {
      if (emailRule(values.email) === null && !sameEmail(values.email, verified.email)) {
        report('email', MESSAGES.verifyEmailFirst);
      }
      if (whatsappRule(values.mobile_number) === null && !mobileVerified) {
        report('mobile_number', MESSAGES.verifyMobileFirst);
      }
    }
    // 'same as whatsapp number' needs the WhatsApp number, verified where verification applies.
    if (values.same_number) {
      if (values.mobile_number === '') report('same_number', MESSAGES.enterWhatsappFirst);
      else if (verified !== undefined && !mobileVerified) {
        report('same_number', MESSAGES.verifyWhatsappFirst);
      }
    }
  });
}

/**
 * Star with a blank GST number asks once for confirmation ('GST Information Required for Invoice')
 * before submitting: the tax invoice will be made out to an unregistered buyer, without a GSTIN.
 */
export function needsGstConfirmation(
  ctx: { isStar: boolean },
  values: { gst_number?: string | null },
): boolean {
  return ctx.isStar && (values.gst_number ?? '').trim() === '';
}

export type BasicDetailsSchema = ReturnType<typeof basicDetailsSchema>;
/** What the form holds and the API receives. */
export type BasicDetailsInput = z.input<BasicDetailsSchema>;
/** The parsed payload. */
export type BasicDetails = z.output<BasicDetailsSchema>;
