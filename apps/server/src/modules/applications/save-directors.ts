// step_2: the directors, replaced as a whole (the star tier has none).
import { completeDirectorRows } from '@portico/domain/schemas/directors.schema';
import type { Principal } from '../auth/principal';
import type { SaveDeps } from './application-deps';
import { deleteDirectors, insertDirectors } from './applications.repository';
import { requireApplicationId, requireEditor, saveExisting, savedView } from './save-existing';
import { parseOrThrow, parseSaveMeta, step2Schema } from './validation';
import type { ApplicationView } from './view';

export async function saveDirectors(
  deps: SaveDeps,
  caller: Principal | null,
  body: Record<string, unknown>,
): Promise<ApplicationView> {
  const principal = requireEditor(caller);
  const id = requireApplicationId(parseSaveMeta(body).id);
  return saveExisting(
    deps,
    principal,
    id,
    2,
    async ({ tx, application, isStar }) => {
      const rows = isStar
        ? []
        : (completeDirectorRows(
            parseOrThrow(
              step2Schema({
                applicantEmail: application.email,
                applicantMobile: application.mobileNumber,
              }),
              body,
              { once: true },
            ).director,
          ) ?? []);
      await deleteDirectors(tx, application.id);
      await deps.fault('directors.deleted');
      await insertDirectors(tx, application.id, rows);
      return {};
    },
    { respondWithView: true },
  ).then(savedView);
}
