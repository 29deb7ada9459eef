import type { OtherDetails } from '@portico/domain/schemas/other-details.schema';
import type { SavedIds } from './api/save-meta';
import { useSaveOtherDetailsMutation } from './api/save-other-details';
import { otherDetailsDraftPayload, otherDetailsPayload } from './form-payloads';
import type { SavedProgress } from './use-saved-progress';
import type { OtherForm } from './wizard-types';

/**
 * Tab 4's save (POST /api/step_4): the description and links. Checked (is_draft 0), it submits the
 * application; it is sent only from check your answers.
 */
export function useOtherDetailsSave({
  form,
  progress,
}: {
  form: OtherForm;
  progress: SavedProgress;
}) {
  const { mutateAsync, isPending } = useSaveOtherDetailsMutation();
  return {
    isPending,
    async save(values: OtherDetails, current: SavedIds) {
      await mutateAsync(otherDetailsPayload(values, progress.laterSaveMeta(0, current)));
      progress.stored(4);
    },
    /** Save as Draft: the values as typed. */
    async saveDraft(current: SavedIds) {
      const values = form.getValues();
      await mutateAsync(otherDetailsDraftPayload(values, progress.laterSaveMeta(1, current)));
      progress.stored(4, 1);
    },
  };
}
