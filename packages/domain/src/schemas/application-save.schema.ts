// What every save of the membership form carries besides its tab's fields (id, is_draft, …), and
// what step_1 reads before its tier's schema can be built (the category and the journey).
import { z } from 'zod';
import { JOURNEYS, type Journey } from '../constants';
import { MAX_RECORD_ID } from '../record-id';
import { flag, numericText, text } from './fields';

export const APPLICATION_ID_INVALID = 'Application id must be a number';
export const MEMBERSHIP_REQUIRED = 'Please select a membership category';
export const JOURNEY_INVALID = 'Journey must be new or upgrade';

/** A positive integer id as text or number; blank reads as null. */
function optionalId(message: string) {
  return numericText.transform((value, ctx): number | null => {
    if (value === '' || value === '0' || value === 'null' || value === 'undefined') return null;
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return id;
  });
}

/** What every save carries besides its tab's fields. */
export const saveMetaShape = {
  id: optionalId(APPLICATION_ID_INVALID),
  /** 1: Save as Draft; 0: Next or the final submit (on step_4). */
  is_draft: flag,
  /** Read only from staff tokens; an applicant's value is ignored. */
  is_admin: flag,
  /** The readable number; informational, the id decides. */
  app_id: text,
  /** The client's idea of the stored step; the server keeps max(stored, tab). */
  steps: numericText,
  journey: text,
};

/** What step_1 needs to know before the tier-specific schema can be built. */
export const step1HeadSchema = z.object({
  id: optionalId(APPLICATION_ID_INVALID),
  membership_id: optionalId(MEMBERSHIP_REQUIRED).refine((id): id is number => id !== null, {
    error: MEMBERSHIP_REQUIRED,
  }),
  journey: text.transform((value, ctx): Journey => {
    const wanted = value.toLowerCase();
    if (wanted === '') return 'new';
    const found = JOURNEYS.find((journey) => journey === wanted);
    if (found) return found;
    ctx.addIssue({ code: 'custom', message: JOURNEY_INVALID, input: value });
    return z.NEVER;
  }),
});
