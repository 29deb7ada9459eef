// Every user-visible text of both specifications, verbatim (spelling, capitals and punctuation
// included, even where the spec's wording is odd: 'must upto', 'associate', 'prevoius').
// One flat object so that a consumer writes MESSAGES.nameRequired; the sections below group the keys.
// Parameterised texts are the small functions at the end of the file.

import type { ProposerMatch } from './contracts/values';
import { SHELL_MESSAGES } from './shell-messages';

export const MESSAGES = {
  ...SHELL_MESSAGES,

  // ── Membership form: headings, tabs, drafts ──────────────────────────────────────────────
  membershipFormHeading: 'Membership Form',
  tabBasicDetails: 'Basic Details',
  tabDirectorInformation: 'Director Information',
  tabMembershipDetails: 'Membership Details',
  tabOtherDetails: 'Other Details',
  sectionDirectorDetails: 'Director Details',
  proposedBy: 'PROPOSED BY',
  sameAsWhatsappNumber: 'same as whatsapp number',
  draftSaved: 'Your draft is saved',
  draftNotSaved: 'Your draft is not saved',
  basicDetailsFirst: 'Please submit basic details first!!',
  formIncomplete: 'Please complete this form accurately.',

  // ── Verification (email / number one-time code) ──────────────────────────────────────────
  verifyEmailTitle: 'Verify Email',
  verifyNumberTitle: 'Verify Number',
  otpRequired: 'OTP is required',
  otpInvalid: 'Please enter a valid OTP',
  otpFailed: 'OTP verification failed',
  verifyEmailFirst: 'Please verify your email',
  verifyMobileFirst: 'Please verify your mobile number',
  enterWhatsappFirst: 'Please enter your whatsapp number first.',
  verifyWhatsappFirst: 'Please verify your whatsapp number first.',

  // ── Basic details (all tiers) ────────────────────────────────────────────────────────────
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  dobRequired: 'Date of birth is required',
  whatsappRequired: 'Whatsapp number is required',
  numberInvalid: 'Please enter a valid number',
  primaryMobileRequired: 'Primary mobile number is required',
  /** The spec's second wording of the same rule. */
  primaryNumberRequired: 'Primary number is required',
  stateRequired: 'State is required',
  zoneRequired: 'Zone is required',
  registeredAddressRequired: 'Registered Office address is required',
  panRequired: 'PAN number is required',
  panInvalid: 'Please enter a valid PAN number',
  companyNameRequired: 'Company name is required',
  representativePhotoRequired: 'Representative photo is required',
  addressProofRequired: 'Address proof is required',

  // ── Basic details (non-star tiers) ───────────────────────────────────────────────────────
  sizeOfCompanyRequired: 'Size of company is required',
  gstRequired: 'GST number is required',
  companyTypeRequired: 'Company type is required',
  turnoverCertificateRequired: 'Turnover certificate is required',
  incorporationDateRequired: 'Incorporation date is required',
  moaRequired: 'MOA is required',
  aoaRequired: 'AOA is required',
  directorDetailsRequired: 'Director Details is required',
  resolutionRequired: 'Resolution is required',
  incorporationCertificateRequired: 'Incorporation certificate is required',
  deedRequired: 'Deed is required',
  authorizationRequired: 'Authorization is required',

  // ── Basic details (star tier) ────────────────────────────────────────────────────────────
  aadharCardRequired: 'Aadhar Card is required',
  panCardRequired: 'PAN Card is required',
  gstInfoRequiredTitle: 'GST Information Required for Invoice',
  /**
   * The spec paraphrases this modal's body ('a GST invoice will not be issued'), which is not what
   * happens: GST is charged, so a tax invoice is issued, to an unregistered buyer (decision
   * 030). The text says what the member gets.
   */
  gstInfoRequiredText:
    'Without a GST number, the tax invoice for the Star Membership plan is made out to you as an unregistered buyer: GST (18%) is still charged, and the invoice shows no GSTIN, so input tax credit cannot be claimed on it.',

  // ── Directors (tab 2) ────────────────────────────────────────────────────────────────────
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid mobile number',
  emailsMustBeUnique: 'Email addresses must be unique',
  mobilesMustBeUnique: 'Mobile numbers must be unique',
  directorOwnEmail: "You can't use your email as director's Email address",
  directorOwnMobile: "You can't use your mobile number as director's mobile number",

  // ── Proposer members (tab 3) ─────────────────────────────────────────────────────────────
  directorNameRequired: 'Director Name is required',
  proposerOwnEmail: "You can't use your email for eema members",
  proposerOwnMobile: "You can't use your mobile for eema members",
  proposerEmailsMustDiffer: 'Emails must be different',
  proposerMobilesMustDiffer: 'Mobile numbers must be different',
  memberCheckFailed: 'Unable to verify member details',
  signatureRequired: 'Signature is required',
  stampRequired: 'Stamp is required',

  // ── Other details (tab 4) ────────────────────────────────────────────────────────────────
  descriptionRequired: 'Description is required',
  descriptionTooShort: 'Description should be at least 100 words',
  descriptionTooLong: 'Description should be less than 500 words',
  urlInvalid: 'Please enter a valid URL',
  acceptTerms: 'Please accept t&c.',

  // ── File uploads ─────────────────────────────────────────────────────────────────────────
  imageTypesOnly: 'Only JPEG, PNG, and JPG files are allowed.',
  fileTooLarge: 'File size must be upto 5 MB.',
  turnoverFileTooLarge: 'File size must upto 20 MB.',
  imageFileTooLarge: 'File size must be less than 5 MB.',
  uploadFailed: 'Error uploading file',
  /** Ours: uploads need a proven contact (an applicant token) so that only the owner reads them back. */
  /** Ours: a sent-back application may change only what the reviewer named. */
  fieldNotRequested: 'This field was not asked to change',
  onlyRequestedChanges: 'Please change only the details the association asked you to correct.',
  uploadNeedsVerification:
    'Please verify your email or WhatsApp number before uploading documents.',

  // ── Application review and reference page ────────────────────────────────────────────────
  applicationInReview: 'Application In Review',
  reviewCompleted: 'Completed',
  responseAlreadyRecorded: 'Your Response is Already Recorded',
  approved: 'Approved',
  rejected: 'Rejected',
  closeTheWindow: 'close the window',

  // ── Member self-update ───────────────────────────────────────────────────────────────────
  dataAlreadyRecorded: 'Data Already Recorded',
  dataUpdatedSuccessfully: 'Data Updated Successfully',

  // ── Login ────────────────────────────────────────────────────────────────────────────────
  loginIdRequired: 'Email or Mobile is required',
  loginIdInvalid: 'Please enter a valid email or mobile number',
  otpSentTo: 'OTP has been sent to',
  logIn: 'Log In',
  applyForNewMembership: 'Apply for new membership',

  // ── Plan status and renewal confirmation ─────────────────────────────────────────────────
  planExpiredHeading: 'Your Membership Plan Expired.',
  planExpiredText: 'Please renew it to continue accessing our services. Thank you!',
  upgradeMembership: 'Upgrade Membership',
  renewPlan: 'Renew Plan',
  currentPlan: 'Current Plan',
  renewalFees: 'Renewal Fees',
  billingCycleAnnual: 'Annual',
  confirmationTitle: 'Confirmation',
  confirmDocumentsText:
    'Please confirm the current documents for your company available with the association are correct.',
  viewDocuments: 'View Documents',
  uploadDocumentsText: 'Kindly upload your documents.',
  uploadDocuments: 'Upload Documents',
  billingCycle: 'Billing Cycle',

  // ── Public membership check (ours: the specs name the call, not its texts) ──────────────────
  membershipCheckHeading: 'Membership Check',
  memberNumber: 'Member number',
  currentMember: 'Current member',
  notCurrentMember: 'Not a current member',

  // ── Checkout ─────────────────────────────────────────────────────────────────────────────
  checkoutHeading: 'Checkout',
  memberName: 'Member Name',
  authorizedPerson: 'Authorized Person',
  email: 'Email',
  category: 'Category',
  period: 'Period',
  annualFee: 'Annual Fee',
  joiningFeeRow: 'Joining Fee',
  gstRow: 'GST (18%)',
  amountPayable: 'Amount Payable',
  confirmAccuracy: 'I hereby confirm the accuracy of details given above.',
  confirmAccuracyProceed:
    'By clicking Proceed, I hereby confirm the accuracy of details given above.',
  makePayment: 'Make Payment',
  review: 'Review',
  proceed: 'Proceed',
  confirmDetails: 'Please Confirm Details are correct',
  providerNoteRenew: 'Renew Fee',
  providerNoteRegistration: 'Registration Fee',

  // ── Coupon ───────────────────────────────────────────────────────────────────────────────
  couponRequired: 'Please enter a coupon code',
  couponApplied: 'Coupon Applied Successfully.',
  couponExpired: 'Coupon Expired',

  // ── Payment outcome ──────────────────────────────────────────────────────────────────────
  paymentFailed: 'Payment failed. Please try again.',
  paymentSuccessToast: 'Payment successful!',
  paymentSuccessfulHeading: 'Payment Successful!',
  paymentSuccessfulText: 'Your payment was successful! You can now continue using the product',
  downloadReceipt: 'Download Receipt',
  paymentAlreadyReceivedHeading: 'Payment Already Received!',
  /**
   * The spec's text names the association ('EEMA'); the page names no product (issue #27), and the
   * association's name is in its header.
   */
  paymentAlreadyReceivedText: 'Your payment was successful! You can now continue using the portal',
  paymentLinkExpiredHeading: 'Payment Link Expired!',
  applicationCancelledHeading: 'Application Cancelled!',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Joins file types as the spec writes them: 'PDF', 'PDF and JPG', 'JPEG, PNG, and JPG'. */
function joinTypes(types: string | readonly string[]): string {
  if (typeof types === 'string') return types;
  if (types.length <= 1) return types.join('');
  if (types.length === 2) return `${types[0]} and ${types[1]}`;
  return `${types.slice(0, -1).join(', ')}, and ${types[types.length - 1]}`;
}

/** 'Only {types} files are allowed.'; an array is joined as in 'Only JPEG, PNG, and JPG files are allowed.' */
export function onlyFileTypesAllowed(types: string | readonly string[]): string {
  return `Only ${joinTypes(types)} files are allowed.`;
}

/** 'Member 1 Mobile/Email are not associate with any eema member' (or Member 2). */
/** A proposer not accepted: how their details compare with the members' records. */
export type ProposerMismatch = Exclude<ProposerMatch, 'member'>;

/** The proposer fields a mismatch is shown on: the one that is wrong, or both. */
export function proposerFieldsAtFault(match: ProposerMismatch): ('email' | 'mobile_number')[] {
  if (match === 'email_only') return ['mobile_number'];
  if (match === 'mobile_only') return ['email'];
  return ['email', 'mobile_number'];
}

/**
 * Why proposer `memberNumber` (the form's 'Member 1' or 'Member 2') is not accepted, in plain words:
 * which of the two details matched no member, and what to do (issue #29).
 */
export function proposerNotMember(
  memberNumber: number,
  match: ProposerMismatch,
  association: string,
): string {
  const who = `Member ${memberNumber}`;
  switch (match) {
    case 'email_only':
      return `${who}: the mobile number is not the one on this member's record with ${association}. Enter the mobile number the member registered with.`;
    case 'mobile_only':
      return `${who}: the email address is not the one on this member's record with ${association}. Enter the email address the member registered with.`;
    case 'different_members':
      return `${who}: the email address and the mobile number belong to two different members. Enter both from the same member's record.`;
    case 'none':
      return `${who}: no member of ${association} has this email address or this mobile number. Ask your proposer for the details on their membership, or name another member.`;
  }
}

/** The description counter's 'N words exceeded'. */
export function wordsExceeded(count: number): string {
  return `${count} words exceeded`;
}

/** Sub-heading of the membership form: 'you are applying under {plan} Membership'. */
export function applyingUnder(planName: string): string {
  return `you are applying under ${planName} Membership`;
}

/** The renewal documents checkbox; date is today's date as DD-MM-YYYY. */
export function documentsConfirmation(displayDate: string): string {
  return `I confirm that I have gone through the documents, they are correct as on date ${displayDate}`;
}

/** The receipt's download file name, 'Receipt-{Unique_id}.pdf'. */
export function receiptFileName(uniqueId: string | number): string {
  return `Receipt-${uniqueId}.pdf`;
}

/** A GST rate in percent as the texts print it: 18 → '18%', 12.5 → '12.5%'. */
function ratePercent(gstRate: number): string {
  return `${Number(gstRate.toFixed(2))}%`;
}

/**
 * The checkout's GST row, 'GST (18%)', at the rate the server charged (the checkout answer's
 * `gst_rate`). MESSAGES.gstRow is the spec's text at the default rate.
 */
export function gstRowLabel(gstRate: number): string {
  return `GST (${ratePercent(gstRate)})`;
}

/** MESSAGES.gstInfoRequiredText at the association's current GST rate (GET /api/association). */
export function gstInfoRequiredTextAt(gstRate: number): string {
  return MESSAGES.gstInfoRequiredText.replace('GST (18%)', gstRowLabel(gstRate));
}
