// The footer's actions as plain functions of one render's state (see use-wizard-actions.ts).
import { MESSAGES } from '@portico/domain/messages';
import type { BasicDetails } from '@portico/domain/schemas/basic-details.schema';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../app/api-client';
import { mergeProcessData } from '../../app/process';
import type { Notice } from '../../ui/message-modal';
import type { SavedIds } from './api/save-meta';
import { forgetLocalTabs } from './initial-form';
import type { WizardNavigation } from './use-wizard-navigation';
import type { WizardSaves } from './use-wizard-saves';
import { parsed } from './validate-form';
import { applyFieldErrors, FormProblem } from './wizard-feedback';
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
  /** Shows the error summary on a tab (null: none), opening that tab. */
  showProblem: (tab: MembershipFormTab, messages?: readonly string[]) => void;
  clearProblem: () => void;
  /** Opens or leaves the check-your-answers page. */
  setReviewing: (reviewing: boolean) => void;
};

/** The tab's field errors are on the form: its error summary lists them. */
function incomplete(context: StepContext, at: MembershipFormTab) {
  context.showProblem(at);
}

function needsBasicsFirst(context: StepContext): boolean {
  if (context.saves.ids !== null) return false;
  context.showProblem(1, [MESSAGES.basicDetailsFirst]);
  return true;
}

/**
 * A save that failed: a problem with the values goes to the tab's error summary; a refusal of the whole
 * save (the server's message, else 'Something went wrong') to the generic error modal, to be
 * acknowledged.
 */
function failed(context: StepContext, error: unknown) {
  const { forms, navigation } = context;
  if (error instanceof FormProblem) {
    context.showProblem(error.tab, error.messages);
    return;
  }
  if (isApiError(error) && error.errors) {
    const placed = applyFieldErrors(forms, error.errors);
    const messages = placed ? placed.unplaced : [error.message];
    context.showProblem(placed?.tab ?? navigation.tab, messages);
    return;
  }
  if (!isApiError(error)) console.error(error);
  context.showNotice({
    kind: 'error',
    message: isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE,
  });
}

async function run(context: StepContext, action: () => Promise<void>) {
  context.setBusy(true);
  try {
    await action();
    context.clearProblem();
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
      await saves.saveDirectorsStep(values, current);
      navigation.goTo(3);
    });
    return;
  }
  if (navigation.tab === 3) {
    const values = await parsed(forms.proposers);
    if (values === null) return incomplete(context, 3);
    await run(context, async () => {
      await saves.saveProposersStep(values, current);
      navigation.goTo(4);
    });
    return;
  }
  if ((await validatedForSubmit(context)) === null) return;
  context.clearProblem();
  context.setReviewing(true);
}

/**
 * Every tab checked before the answers are shown and sent (spec §4: earlier sections are
 * re-validated); the first failing tab opens with its error summary.
 */
async function validatedForSubmit(context: StepContext) {
  const { forms, saves, locked, isStar } = context;
  const basics = locked ? null : await parsed(forms.basics);
  const directors = isStar ? null : await parsed(forms.directors);
  const proposers = await parsed(forms.proposers);
  const other = await parsed(forms.other);
  const failing: MembershipFormTab | null | undefined = (
    [
      !locked && basics === null ? 1 : null,
      !isStar && directors === null ? 2 : null,
      proposers === null ? 3 : null,
      other === null ? 4 : null,
    ] as const
  ).find((tab) => tab !== null);
  if (failing) {
    incomplete(context, failing);
    return null;
  }
  if (proposers === null || other === null) return null;
  if (basics !== null && saves.savedStep < 2 && context.gstConfirmationPending(basics)) {
    context.setReviewing(false);
    context.navigation.goTo(1);
    return null;
  }
  return { basics, directors, proposers, other };
}

/** Final submit from check your answers (spec §4 'Submit order'): then saved as needed. */
export async function submit(context: StepContext) {
  const { saves } = context;
  if (context.busy || saves.ids === null) return;
  const current = saves.ids;
  const values = await validatedForSubmit(context);
  if (values === null) return context.setReviewing(false);
  const { basics, directors, proposers, other } = values;
  await run(context, async () => {
    try {
      let saved = current;
      if (saves.savedStep < 2 && basics !== null) saved = await saves.saveBasics(basics, 0);
      if (saves.savedStep < 3 && directors !== null) {
        await saves.saveDirectorsStep(directors, saved);
      }
      if (saves.savedStep < 4) await saves.saveProposersStep(proposers, saved);
      await saves.saveOtherStep(other, saved);
      // Submitted: nothing of this application is left to keep locally.
      if (!context.staff) mergeProcessData({ steps: 4, ...forgetLocalTabs(1, 2, 3, 4) });
      context.finish(saved);
    } catch (error) {
      // Back to the tab that needs a change, with its error summary.
      context.setReviewing(false);
      throw error;
    }
  });
}
