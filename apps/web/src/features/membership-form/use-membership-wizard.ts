import type { RefObject } from 'react';
import { MESSAGES } from '@portico/domain/messages';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import type { InitialForm } from './form-values';
import { useBasicDetailsSave } from './use-basic-details-save';
import { useDirectorsSave } from './use-directors-save';
import { useFinalSubmit } from './use-final-submit';
import { useOtherDetailsSave } from './use-other-details-save';
import { useProposersSave } from './use-proposers-save';
import { useSavedProgress } from './use-saved-progress';
import { useWizardExits } from './use-wizard-exits';
import { useWizardFields } from './use-wizard-forms';
import { useWizardFeedback, useWizardNavigation } from './use-wizard-tabs';
import type { WizardPlan } from './wizard-types';

/**
 * The membership form: its fields, the tab shown and the footer's actions. Each tab's save is its
 * own mutation, and the form is busy while one is pending.
 */
export function useMembershipWizard(
  plan: WizardPlan,
  initial: InitialForm,
  /** The tab panel, focused when an action moves to another tab. */
  panelRef: RefObject<HTMLElement | null>,
) {
  const fields = useWizardFields(plan, initial);
  const { forms, locked, route, staff } = fields;
  const navigation = useWizardNavigation({ isStar: plan.isStar, staff, panelRef });
  const feedback = useWizardFeedback(forms, navigation);
  const progress = useSavedProgress(initial, { staff, journey: fields.journey });
  const basics = useBasicDetailsSave({ form: forms.basics, plan, route, progress });
  const directors = useDirectorsSave({ form: forms.directors, progress });
  const proposers = useProposersSave({ forms, progress });
  const other = useOtherDetailsSave({ form: forms.other, progress });
  const exits = useWizardExits({ route, ids: progress.ids, navigation });
  const saves = { progress, basics, directors, proposers, other };
  const finalSubmit = useFinalSubmit({ ...fields, saves, navigation, feedback, exits });
  const busy = basics.isPending || directors.isPending || proposers.isPending || other.isPending;

  /** A tab's Next: saved, the following tab opens; failed, its tab shows why. */
  async function saveAndMoveOn(save: () => Promise<boolean>) {
    try {
      if (!(await save())) return;
      navigation.goTo(navigation.neighbour(navigation.tab, 1) ?? 1);
      feedback.clearProblem();
    } catch (error) {
      feedback.showFailure(error);
    }
  }

  /** Next: the open tab checked and saved; on the last, every tab checked, then check your answers. */
  async function next() {
    if (busy) return;
    if (locked) return exits.nextWhileLocked();
    if (navigation.tab === 1) return saveAndMoveOn(() => basics.saveChecked());
    const current = progress.ids;
    if (current === null) return feedback.showProblem(1, [MESSAGES.basicDetailsFirst]);
    if (navigation.tab === 2) return saveAndMoveOn(() => directors.saveChecked(current));
    if (navigation.tab === 3) return saveAndMoveOn(() => proposers.saveChecked(current));
    return finalSubmit.review();
  }

  /** Save as Draft (tabs 2–4): the open tab's values as they are; a modal says how it went. */
  async function saveDraft() {
    if (locked || busy || navigation.tab === 1) return;
    const current = progress.ids;
    if (current === null) return feedback.showProblem(1, [MESSAGES.basicDetailsFirst]);
    const draft = { 2: directors, 3: proposers, 4: other }[navigation.tab];
    try {
      await draft.saveDraft(current);
      feedback.draftSaved();
    } catch (error) {
      feedback.draftFailed(error);
    }
  }

  return {
    ...fields,
    tabs: navigation.tabs,
    tab: navigation.tab,
    selectTab: (tab: MembershipFormTab) => navigation.goTo(tab, { focus: false }),
    busy,
    next,
    submit: async () => {
      if (!busy && progress.ids !== null) await finalSubmit.submit(progress.ids);
    },
    saveDraft,
    back: exits.back,
    gstModalOpen: basics.gstModalOpen,
    acknowledgeGst: basics.acknowledgeGst,
    ...feedback.shown,
  };
}

export type MembershipWizard = ReturnType<typeof useMembershipWizard>;
