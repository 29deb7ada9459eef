// step_4: the other details (description, links), saved as a draft or, without is_draft, as the
// final submit of the whole form.
import type { Principal } from '../auth';
import type { FinalSubmitHook, SaveDeps } from './application-deps';
import type { ApplicationUpdate } from '../records';
import {
  emptyToNull,
  keepsUncheckedDraft,
  requireApplicationId,
  requireEditor,
  saveExisting,
} from './save-existing';
import { submitApplication } from './submit-application';
import {
  parseOrThrow,
  parseSaveMeta,
  step4DraftSchema,
  step4Schema,
  type Step4Payload,
} from './validation';

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
  deps: SaveDeps & { onFinalSubmit?: FinalSubmitHook },
  caller: Principal | null,
  body: Record<string, unknown>,
): Promise<{ submitted: boolean }> {
  const principal = requireEditor(caller);
  const meta = parseSaveMeta(body);
  const id = requireApplicationId(meta.id);
  let submitted = false;
  let afterCommit: (() => Promise<void>) | undefined;
  await saveExisting(
    deps,
    principal,
    id,
    4,
    async (ctx) => {
      if (keepsUncheckedDraft(ctx, meta.is_draft)) {
        return otherDetailsColumns(parseOrThrow(step4DraftSchema, body));
      }
      const payload = parseOrThrow(step4Schema, body);
      const columns = otherDetailsColumns(payload);
      if (payload.is_draft) return columns;
      const submission = await submitApplication(ctx, deps.onFinalSubmit);
      afterCommit = submission.afterCommit;
      submitted = true;
      return { ...columns, ...submission.changes };
    },
    { respondWithView: false, draft: meta.is_draft },
  );
  await afterCommit?.();
  return { submitted };
}
