// Tab 4 of the membership form, Other Details: the step_4 save (applicant spec §2, §5).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  descriptionError,
  isValidFacebookUrl,
  isValidInstagramUrl,
  isValidLinkedinUrl,
  isValidYoutubeUrl,
} from '../validation';
import { flag, rule, text } from './fields';

/** An optional link: blank is fine, anything else must be a profile on the right site. */
function socialUrl(isValid: (value: string) => boolean) {
  return text.superRefine(
    rule((value) => (value === '' || isValid(value) ? null : MESSAGES.urlInvalid)),
  );
}

/** The step_4 payload. membership_checked arrives as 0/1 or a checkbox's boolean and must be set. */
export const otherDetailsSchema = z.object({
  description: text.superRefine(rule(descriptionError)),
  meta: socialUrl(isValidFacebookUrl),
  linkedin: socialUrl(isValidLinkedinUrl),
  instagram: socialUrl(isValidInstagramUrl),
  youtube: socialUrl(isValidYoutubeUrl),
  membership_checked: flag.refine((checked): checked is true => checked, {
    error: MESSAGES.acceptTerms,
  }),
});

export type OtherDetailsInput = z.input<typeof otherDetailsSchema>;
export type OtherDetails = z.output<typeof otherDetailsSchema>;

/**
 * A Save as Draft of step_4: the same fields as text and the 0/1 flag, none of the rules. A draft
 * keeps whatever was typed; the final submit applies otherDetailsSchema.
 */
export const otherDetailsDraftSchema = z.object({
  description: text,
  meta: text,
  linkedin: text,
  instagram: text,
  youtube: text,
  membership_checked: flag,
});
