// step_2: the directors, replaced as a whole (the star tier has none).
import { completeDirectorRows, type DirectorRow } from '@portico/domain/schemas/directors.schema';
import type { Principal } from '../auth';
import { deleteDirectors, insertDirectors } from '../records';
import {
  faultPoint,
  finishSave,
  keepsUncheckedDraft,
  openSave,
  saveRequestOf,
  savedView,
  writeSave,
  type OpenedSave,
  type SaveTools,
} from './save-existing';
import { parseOrThrow, step2DraftSchema, step2Schema } from './validation';
import type { ApplicationView } from './view';

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
