// step_2: the directors, replaced as a whole (the star tier has none).
import type { z } from 'zod';
import { saveMetaShape } from '@portico/domain/schemas/application-save.schema';
import {
  completeDirectorRows,
  directorsDraftSchema,
  directorsSchema,
  type DirectorRow,
  type DirectorsContext,
} from '@portico/domain/schemas/directors.schema';
import type { Principal } from '../auth';
import { deleteDirectors, insertDirectors } from '../records';
import {
  faultPoint,
  finishSave,
  keepsUncheckedDraft,
  openSave,
  savedView,
  saveRequestOf,
  writeSave,
} from './save-existing';
import type { OpenedSave, SaveTools } from './save-types';
import { parseOrThrow } from './validation';
import type { ApplicationView } from './view';

export function step2Schema(ctx: DirectorsContext) {
  return directorsSchema(ctx).safeExtend(saveMetaShape);
}

export type Step2Payload = z.output<ReturnType<typeof step2Schema>>;

/** A Save as Draft of tab 2: any rows of text (the rules wait for Next and the final submit). */
export const step2DraftSchema = directorsDraftSchema.safeExtend(saveMetaShape);

export async function saveDirectors(
  tools: SaveTools,
  caller: Principal | null,
  body: Record<string, unknown>,
): Promise<ApplicationView> {
  const { principal, id, isDraft } = saveRequestOf(caller, body);
  return tools.db.transaction(async (tx) => {
    const save = await openSave(tx, principal, id);
    const rows = directorRows(save, body, isDraft);
    await deleteDirectors(tx, save.application.id);
    await faultPoint(tools.faults, 'directors.deleted');
    await insertDirectors(tx, save.application.id, rows);
    const updated = await writeSave(save, {}, { tab: 2, draft: isDraft }, tools.faults);
    return savedView(await finishSave(save, updated, {}, { respondWithView: true }));
  });
}

/** The rows to store: a draft's as typed (shape only), else the complete rows of a checked save. */
function directorRows(save: OpenedSave, body: Record<string, unknown>, isDraft: boolean) {
  const { application, isStar } = save;
  if (isStar) return [];
  if (keepsUncheckedDraft(save, isDraft)) return parseOrThrow(step2DraftSchema, body).director;
  const schema = step2Schema({
    applicantEmail: application.email,
    applicantMobile: application.mobileNumber,
  });
  const rows: DirectorRow[] | null = completeDirectorRows(
    parseOrThrow(schema, body, { once: true }).director,
  );
  return rows ?? [];
}
