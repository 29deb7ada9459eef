// Tab 2 of the membership form, Director Information: the step_2 save (applicant spec §3, §5).
//
// The applicant's own email and mobile are not in this payload, yet a director may not use them, so
// they are context: directorsSchema({ applicantEmail, applicantMobile }). The form passes the values
// of tab 1; the server passes the saved application's. A blank context value skips that rule.
import { z } from 'zod';
import { MAX_DIRECTORS } from '../constants';
import { MESSAGES } from '../messages';
import { isValidEmail, isValidPhoneNumber } from '../validation';
import { jsonText, numericText, sameEmail, sameMobile, text } from './fields';

export type DirectorsContext = {
  applicantEmail?: string | null;
  applicantMobile?: string | null;
};

const directorRowSchema = z.object({
  name: text,
  email: text,
  mobile_number: numericText,
});

export type DirectorRowInput = z.input<typeof directorRowSchema>;
export type DirectorRow = z.output<typeof directorRowSchema>;

function isBlankRow(row: DirectorRow): boolean {
  return row.name === '' && row.email === '' && row.mobile_number === '';
}

function emailMessage(email: string, ctx: DirectorsContext, earlier: Set<string>): string | null {
  if (email === '') return MESSAGES.emailRequired;
  if (!isValidEmail(email)) return MESSAGES.emailInvalid;
  if (sameEmail(email, ctx.applicantEmail)) return MESSAGES.directorOwnEmail;
  if (earlier.has(email.toLowerCase())) return MESSAGES.emailsMustBeUnique;
  return null;
}

function mobileMessage(mobile: string, ctx: DirectorsContext, earlier: Set<string>): string | null {
  if (mobile === '') return MESSAGES.mobileRequired;
  if (!isValidPhoneNumber(mobile)) return MESSAGES.mobileInvalid;
  if (sameMobile(mobile, ctx.applicantMobile)) return MESSAGES.directorOwnMobile;
  if (earlier.has(mobile)) return MESSAGES.mobilesMustBeUnique;
  return null;
}

/**
 * The step_2 payload: `director`, a list of up to five rows (or JSON text of one, or null). Blank
 * rows are allowed (the form starts with one); a row with anything in it needs all three values.
 * Each field gets at most one message: required, then format, then the applicant's own contact,
 * then uniqueness; a duplicate is reported on the later row.
 */
export function directorsSchema(ctx: DirectorsContext = {}) {
  return z
    .object({
      director: jsonText(z.array(directorRowSchema).max(MAX_DIRECTORS).nullish()).transform(
        (rows) => rows ?? [],
      ),
    })
    .superRefine(({ director }, issues) => {
      const emails = new Set<string>();
      const mobiles = new Set<string>();
      director.forEach((row, index) => {
        if (isBlankRow(row)) return;
        const report = (field: keyof DirectorRow, message: string | null): void => {
          if (message !== null) {
            issues.addIssue({ code: 'custom', path: ['director', index, field], message });
          }
        };

        report('name', row.name === '' ? MESSAGES.nameRequired : null);
        report('email', emailMessage(row.email, ctx, emails));
        report('mobile_number', mobileMessage(row.mobile_number, ctx, mobiles));
        if (row.email !== '') emails.add(row.email.toLowerCase());
        if (row.mobile_number !== '') mobiles.add(row.mobile_number);
      });
    });
}

/**
 * A Save as Draft of step_2: the same shape (at most five rows of text), none of the rules. A draft
 * keeps whatever was typed; the final submit checks the stored rows with directorsSchema.
 */
export const directorsDraftSchema = z.object({
  director: jsonText(z.array(directorRowSchema).max(MAX_DIRECTORS).nullish()).transform((rows) =>
    (rows ?? []).filter((row) => !isBlankRow(row)),
  ),
});

export type DirectorsSchema = ReturnType<typeof directorsSchema>;
export type DirectorsInput = z.input<DirectorsSchema>;
export type Directors = z.output<DirectorsSchema>;

/**
 * What step_2 sends as `director`: the complete rows (trimmed), or null when there are none
 * ("Only complete rows are sent; otherwise director is sent as null").
 */
export function completeDirectorRows(
  rows: readonly DirectorRowInput[] | null | undefined,
): DirectorRow[] | null {
  const complete = (rows ?? [])
    .map((row) => directorRowSchema.parse(row))
    .filter((row) => row.name !== '' && row.email !== '' && row.mobile_number !== '');
  return complete.length > 0 ? complete : null;
}
