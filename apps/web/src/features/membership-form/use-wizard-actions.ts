import { useState } from 'react';
import {
  needsGstConfirmation,
  type BasicDetails,
} from '@portico/domain/schemas/basic-details.schema';
import type { Notice } from '../../ui/message-modal';
import { next, saveDraft, type DraftResult, type StepContext } from './wizard-steps';

type ActionsOptions = Omit<
  StepContext,
  'busy' | 'setBusy' | 'gstConfirmationPending' | 'setDraftResult' | 'showNotice'
>;

/** The footer's Next / Submit and Save as Draft, with the busy flag and the notices they open. */
export function useWizardActions(options: ActionsOptions) {
  const [busy, setBusy] = useState(false);
  const [gstModalOpen, setGstModalOpen] = useState(false);
  const [gstAcknowledged, setGstAcknowledged] = useState(false);
  const [draftResult, setDraftResult] = useState<DraftResult>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Star with a blank GST number confirms once; the next attempt goes ahead. */
  function gstConfirmationPending(values: BasicDetails): boolean {
    if (gstAcknowledged || !needsGstConfirmation({ isStar: options.isStar }, values)) return false;
    setGstModalOpen(true);
    return true;
  }

  const context: StepContext = {
    ...options,
    busy,
    setBusy,
    gstConfirmationPending,
    setDraftResult,
    showNotice: setNotice,
  };

  return {
    busy,
    next: () => next(context),
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
  };
}
