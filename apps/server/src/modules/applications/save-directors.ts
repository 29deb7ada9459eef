// step_2: the directors, replaced as a whole (the star tier has none).
import { completeDirectorRows, type DirectorRow } from '@portico/domain/schemas/directors.schema';
import type { Principal } from '../auth';
import type { SaveDeps } from './application-deps';
import { deleteDirectors, insertDirectors } from '../records';
import {
  keepsUncheckedDraft,
  requireApplicationId,
  requireEditor,
  saveExisting,
  savedView,
  type SaveContext,
} from './save-existing';
import { parseOrThrow, parseSaveMeta, step2DraftSchema, step2Schema } from './validation';
import type { ApplicationView } from './view';

/** The rows to store: a draft's as typed (shape only), else the complete rows of a checked save. */
function directorRows(ctx: SaveContext, body: Record<string, unknown>, isDraft: boolean) {
  const { application, isStar } = ctx;
  if (isStar) return [];
  if (keepsUncheckedDraft(ctx, isDraft)) return parseOrThrow(step2DraftSchema, body).director;
  const schema = step2Schema({
    applicantEmail: application.email,
    applicantMobile: application.mobileNumber,
  });
  const rows: DirectorRow[] | null = completeDirectorRows(
    parseOrThrow(schema, body, { once: true }).director,
  );
  return rows ?? [];
}

export async function saveDirectors(
  deps: SaveDeps,
  caller: Principal | null,
  body: Record<string, unknown>,
): Promise<ApplicationView> {
  const principal = requireEditor(caller);
  const meta = parseSaveMeta(body);
  const id = requireApplicationId(meta.id);
  return saveExisting(
    deps,
    principal,
    id,
    2,
    async (ctx) => {
      const rows = directorRows(ctx, body, meta.is_draft);
      await deleteDirectors(ctx.tx, ctx.application.id);
      await deps.fault('directors.deleted');
      await insertDirectors(ctx.tx, ctx.application.id, rows);
      return {};
    },
    { respondWithView: true, draft: meta.is_draft },
  ).then(savedView);
}
