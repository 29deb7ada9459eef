import { gstInfoRequiredTextAt, MESSAGES } from '@portico/domain/messages';
import { MessageModal } from '../../ui/message-modal';
import { Modal } from '../../ui/modal';
import { useGstRate } from './api/get-gst-rate';
import { ContactCheckModal } from './contact-check-modal';
import type { MembershipWizard } from './use-membership-wizard';

/** Star with a blank GST number: the one-time notice that the invoice will carry no GSTIN. */
function GstNotice({ wizard }: { wizard: MembershipWizard }) {
  // The rate the association charges now (Settings); the spec's 18% until it is known.
  const rate = useGstRate(wizard.gstModalOpen);
  return (
    <Modal
      open={wizard.gstModalOpen}
      title={MESSAGES.gstInfoRequiredTitle}
      onClose={wizard.acknowledgeGst}
      footerAction={{ label: 'OK', enabled: true, onClick: wizard.acknowledgeGst }}
    >
      <p>{rate === undefined ? MESSAGES.gstInfoRequiredText : gstInfoRequiredTextAt(rate)}</p>
      <p>Add your GST number if your business claims input tax credit, or continue without it.</p>
    </Modal>
  );
}

/** 'Your draft is saved', or 'Your draft is not saved' with advice. */
function DraftResult({ wizard }: { wizard: MembershipWizard }) {
  const saved = wizard.draftResult === 'saved';
  return (
    <Modal
      open={wizard.draftResult !== null}
      title={saved ? MESSAGES.draftSaved : MESSAGES.draftNotSaved}
      onClose={wizard.closeDraftResult}
      footerAction={{ label: 'OK', enabled: true, onClick: wizard.closeDraftResult }}
    >
      {saved ? (
        <p>You can come back later and continue where you left off.</p>
      ) : (
        <p>
          Something stopped the draft from being saved. Please keep a copy of your work and try
          again.
        </p>
      )}
    </Modal>
  );
}

/**
 * The wizard's dialogs: the contact verification under way, the GST notice, the draft result and
 * the generic error/info modal.
 */
export function WizardDialogs({ wizard }: { wizard: MembershipWizard }) {
  return (
    <>
      <ContactCheckModal flow={wizard} />
      <GstNotice wizard={wizard} />
      <DraftResult wizard={wizard} />
      <MessageModal notice={wizard.notice} onClose={wizard.closeNotice} />
    </>
  );
}
