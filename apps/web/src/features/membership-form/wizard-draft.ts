// Save as Draft: the open tab's values as they are, valid or not (the server checks only their
// shape); every rule applies at Next and at the final submit.
import { MESSAGES } from '@portico/domain/messages';
import { isApiError } from '../../app/api-client';
import type { SavedIds } from './api/save-meta';
import type { StepContext } from './wizard-steps';
import { applyFieldErrors } from './wizard-feedback';

/** The open tab's draft save. */
function draftSave({ forms, navigation, saves }: StepContext, current: SavedIds) {
  if (navigation.tab === 2) return saves.saveDirectorsDraft(forms.directors.getValues(), current);
  if (navigation.tab === 3) return saves.saveProposersDraft(forms.proposers.getValues(), current);
  return saves.saveOtherDraft(forms.other.getValues(), current);
}

export async function saveDraft(context: StepContext) {
  const { saves, navigation } = context;
  if (context.locked || context.busy || navigation.tab === 1) return;
  if (saves.ids === null) {
    context.showProblem(1, [MESSAGES.basicDetailsFirst]);
    return;
  }
  context.setBusy(true);
  try {
    await draftSave(context, saves.ids);
    context.setDraftResult('saved');
  } catch (error) {
    if (isApiError(error) && error.errors) applyFieldErrors(context.forms, error.errors);
    else if (!isApiError(error)) console.error(error);
    context.setDraftResult('failed');
  } finally {
    context.setBusy(false);
  }
}
