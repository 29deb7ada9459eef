// Field parsers shared by the membership payload schemas. Each accepts what an input, a JSON body
// or a multipart field can carry (text, sometimes a number or null) and yields one clean value, so
// one schema serves react-hook-form and the server alike. Blank means missing: '' for text, null
// for a choice. Rules that depend on other fields or on context live in the payload schemas.
//
// Every rule reports at most one message per field and reports it as a *continuable* issue: zod then
// still runs the payload's object-level rules, so a form shows all its errors at once. A value of the
// wrong JSON type (an object where text belongs) aborts instead; only a hand-made request sends that.
import { z } from 'zod';
import { ADDRESS_MESSAGES, isValidCity, isValidPin, normalisePin } from '../address';
import { isDateInRange } from '../contracts/common';
import { parseApiDate } from '../format';
import { MESSAGES } from '../messages';
import { parseRecordId } from '../record-id';
import { isValidEmail, isValidPhoneNumber, normalizeGstOrPan } from '../validation';

/** A field rule: the message for a bad value, or null when the value is fine. */
export type FieldRule<T> = (value: T) => string | null;

/** Adapts a FieldRule to superRefine; the issue lands on the refined field's own path. */
export function rule<T>(check: FieldRule<T>) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/** Rule: blank text gets the message. */
export function requiredRule(message: string): FieldRule<string> {
  return (value) => (value === '' ? message : null);
}

/** 'Email is required', then 'Please enter a valid email'. */
export const emailRule: FieldRule<string> = (value) => {
  if (value === '') return MESSAGES.emailRequired;
  return isValidEmail(value) ? null : MESSAGES.emailInvalid;
};

/** A phone number as stored: digits only, 6 to 15 of them. */
export function phoneRule(requiredMessage: string, invalidMessage: string): FieldRule<string> {
  return (value) => {
    if (value === '') return requiredMessage;
    return isValidPhoneNumber(value) ? null : invalidMessage;
  };
}

/** Trimmed text; absent and null read as ''. */
export const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim());

/** Like text, but a JSON number is read as its digits (phone numbers, codes, ids). */
export const numericText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? '' : String(value).trim()));

/**
 * A record id in a path: plain digits of an id a record can have, else the message. Every id in a
 * path goes through here, so none beyond PostgreSQL's integer reaches a query.
 */
export function recordIdText(message: string) {
  return z.string().transform((value, ctx): number => {
    const id = parseRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return id;
  });
}

/** Text that must not be blank. */
export function requiredText(message: string) {
  return text.superRefine(rule(requiredRule(message)));
}

/** GST and PAN numbers: trimmed and upper-cased. */
export const gstOrPanText = text.transform(normalizeGstOrPan);

/** The office's city or town for e-invoices (decision 085): optional, checked when given. */
export const cityText = text.superRefine(
  rule((value) => (value === '' || isValidCity(value) ? null : ADDRESS_MESSAGES.city)),
);

/** The office's PIN code for e-invoices, spaces removed: optional, checked when given. */
export const pinText = text
  .transform(normalisePin)
  .superRefine(rule((value) => (value === '' || isValidPin(value) ? null : ADDRESS_MESSAGES.pin)));

/**
 * A date as the API carries it, 'YYYY-MM-DD'. A malformed or impossible date, or one outside
 * 1900-2100 (issue #25), reads as '' (a date input yields '' for those too), so it meets the field's
 * 'is required' message.
 */
export const apiDateText = text.transform((value) =>
  parseApiDate(value) && isDateInRange(value) ? value : '',
);

/** Spellings of a 0/1 flag: a checkbox's boolean, the API's 0/1, multipart text. */
const FLAG_VALUES = [0, 1, '0', '1', 'true', 'false', 'on', ''] as const;
const TRUE_FLAG_VALUES: readonly unknown[] = [true, 1, '1', 'true', 'on'];

/** A 0/1 flag as a boolean; absent, null and '' read as false. */
export const flag = z
  .union([z.boolean(), z.literal(FLAG_VALUES)])
  .nullish()
  .transform((value) => TRUE_FLAG_VALUES.includes(value));

/**
 * One of a fixed list, matched case-insensitively and returned as the list spells it. Blank and
 * unknown values read as null: whether the field is needed at all depends on the tier, so the payload
 * schema decides which message a null earns.
 */
export function choice<const T extends readonly string[]>(options: T) {
  return text.transform((value): T[number] | null => {
    const wanted = value.toLowerCase();
    return options.find((option) => option.toLowerCase() === wanted) ?? null;
  });
}

/**
 * A list that may also arrive as JSON text (a multipart field). Blank text reads as undefined, so
 * `list` decides whether an absent list is allowed; text that is not JSON fails as a wrong type.
 */
export function jsonText<T extends z.ZodType>(list: T) {
  return z.union([list, z.string().transform(parseJsonText).pipe(list)]);
}

/** The longest JSON text a list field is parsed from: five rows of the form are under 4 kB. */
export const JSON_TEXT_MAX_LENGTH = 16 * 1024;
/** A list of rows nests two deep: text nested deeper is not one of the form's lists. */
export const JSON_TEXT_MAX_DEPTH = 4;

/** How deep the brackets of a JSON text nest, text inside its strings left out. */
function nestingOf(value: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < value.length; at += 1) {
    const character = value[at];
    if (inString) {
      if (character === '\\') at += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') deepest = Math.max(deepest, (depth += 1));
    else if (character === ']' || character === '}') depth -= 1;
  }
  return deepest;
}

function parseJsonText(value: string): unknown {
  if (value.trim() === '') return undefined;
  // Left as text (a wrong type) rather than parsed: JSON.parse of a long or deeply nested text costs
  // the server far more than any list of the form (1 MiB of brackets, half a second).
  if (value.length > JSON_TEXT_MAX_LENGTH || nestingOf(value) > JSON_TEXT_MAX_DEPTH) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Emails compare case-insensitively; blank never matches. */
export function sameEmail(a: string, b: string | null | undefined): boolean {
  return a !== '' && a.toLowerCase() === (b ?? '').trim().toLowerCase();
}

/** Phone numbers compare as written (digits only); blank never matches. */
export function sameMobile(a: string, b: string | number | null | undefined): boolean {
  return a !== '' && a === String(b ?? '').trim();
}
