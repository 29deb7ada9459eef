// The footer's actions as plain functions of one render's state (see use-wizard-actions.ts).
import { MESSAGES } from '@portico/domain/messages';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../app/api-client';
import type { Notice } from '../../ui/message-modal';
import { mergeProcessData } from '../../app/process';
import type { SavedIds } from './api/save-meta';
import { forgetLocalTabs } from './initial-form';
import type { WizardNavigation } from './use-wizard-navigation';
import type { WizardSaves } from './use-wizard-saves';
import { parsed } from './validate-form';
import { applyFieldErrors, Handled, showWizardError } from './wizard-feedback';
import type { WizardForms } from './wizard-types';

export type DraftResult = 'saved' | 'failed' | null;

export type StepContext = {
  forms: WizardForms;
  navigation: WizardNavigation;
  saves: WizardSaves;
  finish: (current: SavedIds) => void;
  staff: boolean;
  isStar: boolean;
  locked: boolean;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** The generic error/info modal. */
  showNotice: (notice: Notice) => void;
  /** Star with a blank GST number confirms once: true while that notice is due. */
  gstConfirmationPending: (values: BasicDetails) => boolean;
  setDraftResult: (result: DraftResult) => void;
};

function incomplete({ navigation }: StepContext, at: MembershipFormTab) {
  showWizardError(MESSAGES.formIncomplete);
  if (at !== navigation.tab) navigation.goTo(at);
}

function needsBasicsFirst({ saves, navigation }: StepContext): boolean {
  if (saves.ids !== null) return false;
  showWizardError(MESSAGES.basicDetailsFirst);
  navigation.goTo(1);
  return true;
}

/**
 * A save that failed: field errors beside their fields, and a refusal of the whole save (the
 * server's message, else 'Something went wrong') in the generic error modal, to be acknowledged.
 */
function failed({ forms, navigation, showNotice }: StepContext, error: unknown) {
  if (error instanceof Handled) return;
  if (isApiError(error)) {
    const at = error.errors ? applyFieldErrors(forms, error.errors) : null;
    if (at === null) showNotice({ kind: 'error', message: error.message });
    else showWizardError(error.message);
    if (at !== null && at !== navigation.tab) navigation.goTo(at);
    return;
  }
  console.error(error);
  showNotice({ kind: 'error', message: FALLBACK_ERROR_MESSAGE });
}

async function run(context: StepContext, action: () => Promise<void>) {
  context.setBusy(true);
  try {
    await action();
  } catch (error) {
    failed(context, error);
  } finally {
    context.setBusy(false);
  }
}

/** A locked form saves nothing: Next only moves on, and the last tab leaves as a submit would. */
function nextWhileLocked({ navigation, saves, finish }: StepContext) {
  const following = navigation.neighbour(navigation.tab, 1);
  if (following !== null) navigation.goTo(following);
  else if (saves.ids !== null) finish(saves.ids);
}

/** Tab 1's Next: saves the basic details and moves on. */
async function nextFromBasics(context: StepContext) {
  const { forms, navigation, saves } = context;
  const values = await parsed(forms.basics);
  if (values === null) return incomplete(context, 1);
  if (context.gstConfirmationPending(values)) return;
  await run(context, async () => {
    await saves.saveBasics(values, 0);
    navigation.goTo(navigation.neighbour(1, 1) ?? 1);
  });
}

export async function next(context: StepContext) {
  const { forms, navigation, saves } = context;
  if (context.busy) return;
  if (context.locked) return nextWhileLocked(context);
  if (navigation.tab === 1) return nextFromBasics(context);
  if (needsBasicsFirst(context) || saves.ids === null) return;
  const current = saves.ids;
  if (navigation.tab === 2) {
    const values = await parsed(forms.directors);
    if (values === null) return incomplete(context, 2);
    await run(context, async () => {
      await saves.saveDirectorsStep(values, current, 0);
      navigation.goTo(3);
    });
    return;
  }
  if (navigation.tab === 3) {
    const values = await parsed(forms.proposers);
    if (values === null) return incomplete(context, 3);
    await run(context, async () => {
      await saves.saveProposersStep(values, current, 0);
      navigation.goTo(4);
    });
    return;
  }
  await submit(context, current);
}

/** Final submit (spec §4 'Submit order'): earlier sections re-validated, then saved as needed. */
async function submit(context: StepContext, current: SavedIds) {
  const { forms, saves, isStar } = context;
  const otherValues = await parsed(forms.other);
  if (otherValues === null) return incomplete(context, 4);
  const basicValues = await parsed(forms.basics);
  if (basicValues === null) return incomplete(context, 1);
  const directorValues = isStar ? null : await parsed(forms.directors);
  if (!isStar && directorValues === null) return incomplete(context, 2);
  const proposerValues = await parsed(forms.proposers);
  if (proposerValues === null) return incomplete(context, 3);
  if (saves.savedStep < 2 && context.gstConfirmationPending(basicValues)) {
    context.navigation.goTo(1);
    return;
  }

  await run(context, async () => {
    let saved = current;
    if (saves.savedStep < 2) saved = await saves.saveBasics(basicValues, 0);
    if (saves.savedStep < 3 && directorValues !== null) {
      await saves.saveDirectorsStep(directorValues, saved, 0);
    }
    if (saves.savedStep < 4) await saves.saveProposersStep(proposerValues, saved, 0);
    await saves.saveOtherStep(otherValues, saved, 0);
    // Submitted: nothing of this application is left to keep locally.
    if (!context.staff) mergeProcessData({ steps: 4, ...forgetLocalTabs(1, 2, 3, 4) });
    context.finish(saved);
  });
}

/** The open tab's save as a draft, or null when its values do not pass. */
async function draftSave(
  { forms, navigation, saves }: StepContext,
  current: SavedIds,
): Promise<(() => Promise<void>) | null> {
  if (navigation.tab === 2) {
    const values = await parsed(forms.directors);
    return values === null ? null : () => saves.saveDirectorsStep(values, current, 1);
  }
  if (navigation.tab === 3) {
    const values = await parsed(forms.proposers);
    return values === null ? null : () => saves.saveProposersStep(values, current, 1);
  }
  const values = await parsed(forms.other);
  return values === null ? null : () => saves.saveOtherStep(values, current, 1);
}

export async function saveDraft(context: StepContext) {
  const { saves, navigation } = context;
  if (context.locked || context.busy || navigation.tab === 1) return;
  if (needsBasicsFirst(context) || saves.ids === null) {
    return;
  }
  const action = await draftSave(context, saves.ids);
  if (action === null) return incomplete(context, navigation.tab);
  context.setBusy(true);
  try {
    await action();
    context.setDraftResult('saved');
  } catch (error) {
    if (error instanceof Handled) return;
    if (isApiError(error) && error.errors) applyFieldErrors(context.forms, error.errors);
    else if (!isApiError(error)) console.error(error);
    context.setDraftResult('failed');
  } finally {
    context.setBusy(false);
  }
}
