import { useState } from 'react';
import {
  needsGstConfirmation,
  type BasicDetails,
} from '@portico/domain/schemas/basic-details.schema';
import type { Notice } from '../../ui/message-modal';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import { saveDraft } from './wizard-draft';
import type { WizardProblem } from './wizard-feedback';
import { next, submit, type DraftResult, type StepContext } from './wizard-steps';

type ActionsOptions = Omit<
  StepContext,
  | 'busy'
  | 'setBusy'
  | 'gstConfirmationPending'
  | 'setDraftResult'
  | 'showProblem'
  | 'clearProblem'
  | 'setReviewing'
  | 'showNotice'
>;

/**
 * The footer's Next / Submit and Save as Draft, with the busy flag, the notices they open, the
 * error summary of the last failed attempt and the check-your-answers page.
 */
export function useWizardActions(options: ActionsOptions) {
  const [busy, setBusy] = useState(false);
  const [gstModalOpen, setGstModalOpen] = useState(false);
  const [gstAcknowledged, setGstAcknowledged] = useState(false);
  const [draftResult, setDraftResult] = useState<DraftResult>(null);
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { navigation } = options;

  /** Star with a blank GST number confirms once; the next attempt goes ahead. */
  function gstConfirmationPending(values: BasicDetails): boolean {
    if (gstAcknowledged || !needsGstConfirmation({ isStar: options.isStar }, values)) return false;
    setGstModalOpen(true);
    return true;
  }

  function showProblem(tab: MembershipFormTab, messages: readonly string[] = []) {
    setProblem((previous) => ({ tab, messages, attempt: (previous?.attempt ?? 0) + 1 }));
    setReviewing(false);
    // The summary takes focus, not the panel.
    if (tab !== navigation.tab) navigation.goTo(tab, { focus: false });
  }

  const context: StepContext = {
    ...options,
    busy,
    setBusy,
    gstConfirmationPending,
    setDraftResult,
    showProblem,
    clearProblem: () => setProblem(null),
    setReviewing,
    showNotice: setNotice,
  };

  return {
    busy,
    next: () => next(context),
    submit: () => submit(context),
    saveDraft: () => saveDraft(context),
    gstModalOpen,
    acknowledgeGst: () => {
      setGstAcknowledged(true);
      setGstModalOpen(false);
    },
    draftResult,
    closeDraftResult: () => setDraftResult(null),
    notice,
    closeNotice: () => setNotice(null),
    /** The error summary of the open tab, if its last attempt failed. */
    problem: problem !== null && problem.tab === navigation.tab && !reviewing ? problem : null,
    reviewing,
    /** Check your answers: Change opens the section's tab. */
    change: (tab: MembershipFormTab) => {
      setReviewing(false);
      navigation.goTo(tab);
    },
  };
}
