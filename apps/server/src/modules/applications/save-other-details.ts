// step_4: the other details (description, links), saved as a draft or, without is_draft, as the
// final submit of the whole form.
import type { z } from 'zod';
import { saveMetaShape } from '@portico/domain/schemas/application-save.schema';
import {
  otherDetailsDraftSchema,
  otherDetailsSchema,
} from '@portico/domain/schemas/other-details.schema';
import type { Principal } from '../auth';
import type { ApplicationUpdate } from '../records';
import {
  finishSave,
  keepsUncheckedDraft,
  openSave,
  saveRequestOf,
  writeSave,
} from './save-existing';
import type { OpenedSave, SaveTools } from './save-types';
import { submitApplication, type FinalSubmitHook } from './submit-application';
import { emptyToNull, parseOrThrow } from './validation';

export const step4Schema = otherDetailsSchema.safeExtend(saveMetaShape);
/** A Save as Draft of tab 4: the same fields, none of the rules. */
export const step4DraftSchema = otherDetailsDraftSchema.safeExtend(saveMetaShape);
export type Step4Payload = z.output<typeof step4Schema> | z.output<typeof step4DraftSchema>;

/** The columns of the other-details tab, from its checked payload. */
export function otherDetailsColumns(payload: Step4Payload): ApplicationUpdate {
  return {
    description: payload.description,
    meta: emptyToNull(payload.meta),
    linkedin: emptyToNull(payload.linkedin),
    instagram: emptyToNull(payload.instagram),
    youtube: emptyToNull(payload.youtube),
    membershipChecked: payload.membership_checked,
  };
}

export async function saveOtherDetails(
  tools: SaveTools & { onFinalSubmit?: FinalSubmitHook },
  caller: Principal | null,
  body: Record<string, unknown>,
): Promise<{ submitted: boolean }> {
  const { principal, id, isDraft } = saveRequestOf(caller, body);
  const submission = await tools.db.transaction(async (tx) => {
    const save = await openSave(tx, principal, id);
    const { columns, submitting } = checkOtherDetails(save, body, isDraft);
    // The final submit checks every tab as stored and starts or resumes the review.
    const submitted = submitting ? await submitApplication(save, tools.onFinalSubmit) : null;
    const changes = { ...columns, ...submitted?.changes };
    const updated = await writeSave(save, changes, { tab: 4, draft: isDraft }, tools.faults);
    await finishSave(save, updated, changes, {
      respondWithView: false,
      ...(submitted ? { auditAction: submitted.auditAction } : {}),
    });
    return submitted;
  });
  // Once committed, the review pipeline tells the reviewers.
  await submission?.afterCommit?.();
  return { submitted: submission !== null };
}

/** The tab's columns, checked unless kept as an unchecked draft, and whether this is the submit. */
function checkOtherDetails(
  save: OpenedSave,
  body: Record<string, unknown>,
  isDraft: boolean,
): { columns: ApplicationUpdate; submitting: boolean } {
  if (keepsUncheckedDraft(save, isDraft)) {
    return {
      columns: otherDetailsColumns(parseOrThrow(step4DraftSchema, body)),
      submitting: false,
    };
  }
  const payload = parseOrThrow(step4Schema, body);
  return { columns: otherDetailsColumns(payload), submitting: !payload.is_draft };
}
