// Field rules shared by the forms and the API, returning the specs' messages.
import {
  DESCRIPTION_MAX_WORDS,
  DESCRIPTION_MIN_WORDS,
  FILE_MAX_BYTES,
  OTP_CODE_LENGTH,
  OTP_CODE_LENGTH_MAX,
  OTP_CODE_LENGTH_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  TURNOVER_FILE_MAX_BYTES,
} from './constants';
import { countWords } from './words';
import { MESSAGES, onlyFileTypesAllowed } from './messages';

// ── Email, PAN, GST ────────────────────────────────────────────────────────────────────────

/**
 * Member spec §5: local part 1–64 characters without consecutive dots (nor a leading or trailing
 * one), domain labels 1–63 characters (letters, digits, inner hyphens), top-level domain of at least
 * 2 letters. The lookahead bounds the local part; every repetition is separated by a dot, so the
 * pattern cannot backtrack catastrophically.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Five capital letters, four digits, one capital letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Exact test; normalise user input with normalizeGstOrPan first. */
export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

/** GST and PAN inputs are trimmed and upper-cased. */
export function normalizeGstOrPan(value: string): string {
  return value.trim().toUpperCase();
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

// ── Phone numbers and one-time codes ───────────────────────────────────────────────────────

/** A mobile / WhatsApp number as stored: digits only, 6 to 15 of them. */
export function isValidPhoneNumber(value: string): boolean {
  return (
    /^\d+$/.test(value) && value.length >= PHONE_MIN_DIGITS && value.length <= PHONE_MAX_DIGITS
  );
}

/** A one-time code: exactly `length` digits (4 unless the server says otherwise). */
export function isValidOtp(value: string, length: number = OTP_CODE_LENGTH): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** 'OTP is required' when blank, 'Please enter a valid OTP' when not `length` digits, else null. */
export function otpError(value: string, length: number = OTP_CODE_LENGTH): string | null {
  const code = value.trim();
  if (code === '') return MESSAGES.otpRequired;
  return isValidOtp(code, length) ? null : MESSAGES.otpInvalid;
}

/**
 * The code length a send call answered (`code_length`), or 4 when it named none or one outside
 * the lengths a server may be configured with.
 */
export function codeLengthOf(answer: unknown): number {
  const value = (answer as { code_length?: unknown } | null)?.code_length;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= OTP_CODE_LENGTH_MIN &&
    value <= OTP_CODE_LENGTH_MAX
    ? value
    : OTP_CODE_LENGTH;
}

// ── Login identifier ───────────────────────────────────────────────────────────────────────

export type LoginIdentifier =
  | { ok: true; kind: 'email'; value: string }
  | { ok: true; kind: 'mobile'; countryCode: string | null; number: string }
  | { ok: false; message: string };

/** Optional 1–3 digit country code (optional '+', then an optional space or dash), then 10 digits. */
const LOGIN_MOBILE_PATTERN = /^(?:\+?(\d{1,3})[ -]?)?(\d{10})$/;

/**
 * Reads the login field: an email, or a 10-digit mobile number with an optional country code.
 * The country code is returned without '+'.
 */
export function parseLoginIdentifier(value: string): LoginIdentifier {
  const text = value.trim();
  if (text === '') return { ok: false, message: MESSAGES.loginIdRequired };
  if (text.includes('@')) {
    return isValidEmail(text)
      ? { ok: true, kind: 'email', value: text }
      : { ok: false, message: MESSAGES.loginIdInvalid };
  }
  const match = LOGIN_MOBILE_PATTERN.exec(text);
  const number = match?.[2];
  if (!match || number === undefined) return { ok: false, message: MESSAGES.loginIdInvalid };
  return { ok: true, kind: 'mobile', countryCode: match[1] ?? null, number };
}

// ── Description ────────────────────────────────────────────────────────────────────────────

/**
 * 'Description is required', 'Description should be at least 100 words', 'Description should be
 * less than 500 words' (the applicant spec: fewer than 500, so 500 words is too many), or null.
 */
export function descriptionError(text: string): string | null {
  const words = countWords(text);
  if (words === 0) return MESSAGES.descriptionRequired;
  if (words < DESCRIPTION_MIN_WORDS) return MESSAGES.descriptionTooShort;
  if (words >= DESCRIPTION_MAX_WORDS) return MESSAGES.descriptionTooLong;
  return null;
}

/**
 * The description counter: 'count/100' until 100 words, then 'count/500'; exceededBy is the number
 * of words over 500 (shown as 'N words exceeded' when positive).
 */
export function descriptionCounter(text: string): {
  count: number;
  limit: number;
  exceededBy: number;
} {
  const count = countWords(text);
  const limit = count < DESCRIPTION_MIN_WORDS ? DESCRIPTION_MIN_WORDS : DESCRIPTION_MAX_WORDS;
  return { count, limit, exceededBy: Math.max(0, count - DESCRIPTION_MAX_WORDS) };
}

// ── Social links ───────────────────────────────────────────────────────────────────────────
// Protocol (http or https) and www optional; host exact; an optional trailing slash, query or
// fragment after the required path.

const PREFIX = String.raw`^(?:https?:\/\/)?(?:www\.)?`;
const MORE_SEGMENTS = String.raw`(?:\/[\w.-]+)*`;
const TAIL = String.raw`\/?(?:[?#]\S*)?$`;

/** facebook.com or meta.com with a profile path (a name, nested path, or profile.php?id=N). */
export const FACEBOOK_URL_PATTERN = new RegExp(
  String.raw`${PREFIX}(?:facebook|meta)\.com\/(?:profile\.php\?id=\d+|[\w.-]+${MORE_SEGMENTS})${TAIL}`,
  'i',
);
/** instagram.com or meta.com with a user name. */
export const INSTAGRAM_URL_PATTERN = new RegExp(
  String.raw`${PREFIX}(?:instagram|meta)\.com\/[\w.]+${TAIL}`,
  'i',
);
/** youtube.com with @handle, channel/ID or c/name. */
export const YOUTUBE_URL_PATTERN = new RegExp(
  String.raw`${PREFIX}youtube\.com\/(?:@[\w.-]+|channel\/[\w-]+|c\/[\w.-]+)${MORE_SEGMENTS}${TAIL}`,
  'i',
);
/** linkedin.com with in/name or company/name. */
export const LINKEDIN_URL_PATTERN = new RegExp(
  String.raw`${PREFIX}linkedin\.com\/(?:in|company)\/[\w%.-]+${MORE_SEGMENTS}${TAIL}`,
  'i',
);

// The fields are optional: the form skips blank values; these predicates answer false for them.
export function isValidFacebookUrl(value: string): boolean {
  return FACEBOOK_URL_PATTERN.test(value.trim());
}
export function isValidInstagramUrl(value: string): boolean {
  return INSTAGRAM_URL_PATTERN.test(value.trim());
}
export function isValidYoutubeUrl(value: string): boolean {
  return YOUTUBE_URL_PATTERN.test(value.trim());
}
export function isValidLinkedinUrl(value: string): boolean {
  return LINKEDIN_URL_PATTERN.test(value.trim());
}

// ── File uploads ───────────────────────────────────────────────────────────────────────────

export type UploadRule = {
  /** Accepted extensions, lower case. */
  readonly extensions: readonly string[];
  readonly maxBytes: number;
  readonly typeMessage: string;
  readonly sizeMessage: string;
};

const PDF_ONLY = ['pdf'] as const;
const IMAGES = ['jpeg', 'png', 'jpg'] as const;

function rule(
  extensions: readonly string[],
  maxBytes: number,
  sizeMessage: string,
  typeMessage = onlyFileTypesAllowed(extensions.map((ext) => ext.toUpperCase())),
): UploadRule {
  return { extensions, maxBytes, typeMessage, sizeMessage };
}

const pdfDocument = rule(PDF_ONLY, FILE_MAX_BYTES, MESSAGES.fileTooLarge);
const signatureImage = rule(
  IMAGES,
  FILE_MAX_BYTES,
  MESSAGES.imageFileTooLarge,
  MESSAGES.imageTypesOnly,
);

/** Accepted types and size per document field (applicant spec §5, 'File uploads'). */
export const UPLOAD_RULES = {
  address_proof: rule(['pdf', ...IMAGES], FILE_MAX_BYTES, MESSAGES.fileTooLarge),
  repersentative_photo: rule(IMAGES, FILE_MAX_BYTES, MESSAGES.fileTooLarge),
  signature: signatureImage,
  stamp: signatureImage,
  turnover_certificate: rule(PDF_ONLY, TURNOVER_FILE_MAX_BYTES, MESSAGES.turnoverFileTooLarge),
  aadhar_proof: pdfDocument,
  pan_proof: pdfDocument,
  incorporation_certificate: pdfDocument,
  moa: pdfDocument,
  aoa: pdfDocument,
  portaldirector: pdfDocument,
  resolution: pdfDocument,
  deed: pdfDocument,
  authorization: pdfDocument,
  huf_deed: pdfDocument,
  huf_authorization: pdfDocument,
} as const satisfies Record<string, UploadRule>;

export type UploadField = keyof typeof UPLOAD_RULES;

export function isUploadField(value: string): value is UploadField {
  return Object.hasOwn(UPLOAD_RULES, value);
}

/** Lower-case extension of a file name, '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The type or size message for a file offered for a field, or null when it is acceptable. */
export function validateUpload(
  field: UploadField,
  fileName: string,
  sizeBytes: number,
): string | null {
  const uploadRule: UploadRule = UPLOAD_RULES[field];
  if (!uploadRule.extensions.includes(fileExtension(fileName))) return uploadRule.typeMessage;
  if (sizeBytes > uploadRule.maxBytes) return uploadRule.sizeMessage;
  return null;
}
