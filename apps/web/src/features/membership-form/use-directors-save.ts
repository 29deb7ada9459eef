import type { Directors } from '@portico/domain/schemas/directors.schema';
import { useSaveDirectorsMutation } from './api/save-directors';
import type { SavedIds } from './api/save-meta';
import { directorsDraftPayload, directorsPayload } from './form-payloads';
import type { SavedProgress } from './use-saved-progress';
import { FormProblem } from './use-wizard-tabs';
import { parsed } from './validate-form';
import type { DirectorsForm } from './wizard-types';

/** Tab 2's save (POST /api/step_2): the extra directors, into the application tab 1 created. */
export function useDirectorsSave({
  form,
  progress,
}: {
  form: DirectorsForm;
  progress: SavedProgress;
}) {
  const { mutateAsync, isPending } = useSaveDirectorsMutation();

  /** Sends the checked rows (Next, and the final submit). */
  async function save(values: Directors, current: SavedIds) {
    await mutateAsync(directorsPayload(values, progress.laterSaveMeta(0, current)));
    progress.stored(2);
  }

  return {
    isPending,
    save,
    /** Next on tab 2: the rows checked, then saved; invalid rows throw the tab's problem. */
    async saveChecked(current: SavedIds): Promise<boolean> {
      const values = await parsed(form);
      if (values === null) throw new FormProblem(2);
      await save(values, current);
      return true;
    },
    /** Save as Draft: the rows as typed, partial ones included. */
    async saveDraft(current: SavedIds) {
      await mutateAsync(
        directorsDraftPayload(form.getValues(), progress.laterSaveMeta(1, current)),
      );
      progress.stored(2, 1);
    },
  };
}
