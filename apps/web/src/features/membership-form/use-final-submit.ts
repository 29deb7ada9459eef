import { mergeProcessData } from '../../app/process';
import type { SavedIds } from './api/save-meta';
import { forgetLocalTabs } from './initial-form';
import type { useBasicDetailsSave } from './use-basic-details-save';
import type { useDirectorsSave } from './use-directors-save';
import type { useOtherDetailsSave } from './use-other-details-save';
import type { useProposersSave } from './use-proposers-save';
import type { SavedProgress } from './use-saved-progress';
import { FormProblem, type WizardFeedback, type WizardNavigation } from './use-wizard-tabs';
import { parsed } from './validate-form';
import type { WizardForms } from './wizard-types';

type FinalSubmitOptions = {
  forms: WizardForms;
  locked: boolean;
  isStar: boolean;
  staff: boolean;
  /** The saved progress and each tab's save. */
  saves: {
    progress: SavedProgress;
    basics: ReturnType<typeof useBasicDetailsSave>;
    directors: ReturnType<typeof useDirectorsSave>;
    proposers: ReturnType<typeof useProposersSave>;
    other: ReturnType<typeof useOtherDetailsSave>;
  };
  navigation: WizardNavigation;
  feedback: WizardFeedback;
  exits: { finish: (current: SavedIds) => void };
};

/**
 * Every tab checked again (spec §4: earlier sections are re-validated), each showing its messages;
 * the first failing tab is thrown as the problem to show. A locked form's tab 1 and Star's tab 2
 * are not checked (null).
 */
async function checkedAnswers(
  forms: WizardForms,
  { locked, isStar }: { locked: boolean; isStar: boolean },
) {
  const basics = locked ? null : await parsed(forms.basics);
  const directors = isStar ? null : await parsed(forms.directors);
  const proposers = await parsed(forms.proposers);
  const other = await parsed(forms.other);
  if (!locked && basics === null) throw new FormProblem(1);
  if (!isStar && directors === null) throw new FormProblem(2);
  if (proposers === null) throw new FormProblem(3);
  if (other === null) throw new FormProblem(4);
  return { basics, directors, proposers, other };
}

/**
 * Check your answers and the final Submit (spec §4 'Submit order'): the tabs not yet saved with
 * their rules checked are saved in order, then tab 4's save submits the application.
 */
export function useFinalSubmit(options: FinalSubmitOptions) {
  const { forms, navigation, feedback } = options;
  const { progress, basics, directors, proposers, other } = options.saves;

  /** Answers the checked answers, or null when Star's blank GST number is to be confirmed first. */
  async function answersToSend() {
    const answers = await checkedAnswers(forms, options);
    if (
      answers.basics !== null &&
      progress.savedStep < 2 &&
      basics.gstConfirmationPending(answers.basics)
    ) {
      feedback.leaveReview();
      navigation.goTo(1);
      return null;
    }
    return answers;
  }

  return {
    /** Next on the last tab: every tab checked, then check your answers opens. */
    async review() {
      try {
        if ((await answersToSend()) !== null) feedback.review();
      } catch (error) {
        feedback.showFailure(error);
      }
    },
    /** Submit on check your answers: a failure goes back to the tab that needs a change. */
    async submit(current: SavedIds) {
      try {
        const answers = await answersToSend();
        if (answers === null) return;
        let saved = current;
        if (progress.savedStep < 2 && answers.basics !== null) {
          saved = await basics.save(answers.basics);
        }
        if (progress.savedStep < 3 && answers.directors !== null) {
          await directors.save(answers.directors, saved);
        }
        if (progress.savedStep < 4) await proposers.save(answers.proposers, saved);
        await other.save(answers.other, saved);
        // Submitted: nothing of this application is left to keep locally.
        if (!options.staff) mergeProcessData({ steps: 4, ...forgetLocalTabs(1, 2, 3, 4) });
        options.exits.finish(saved);
        feedback.clearProblem();
      } catch (error) {
        feedback.showFailure(error);
      }
    },
  };
}
