import { documentsConfirmation, MESSAGES } from '@portico/domain/messages';
import { formatIndiaDate } from '@portico/domain/format';
import { useId, useState } from 'react';
import { LabelledCheckbox } from '../../ui/labelled-fields';
import { Modal, ModalActions } from '../../ui/modal';
import buttons from '../../ui/button.module.css';
import styles from './renew-confirmation-modal.module.css';

type RenewConfirmationModalProps = {
  open: boolean;
  /** The stored documents link; null asks for an upload instead. */
  documentsUrl: string | null;
  /** Yes is being sent. */
  busy: boolean;
  onClose: () => void;
  onYes: () => void;
  /** No, or Upload Documents: the self-update before the renewal. */
  onUpdate: () => void;
};

/**
 * 'Confirmation' before renewing when the manual flag is 1 or 4 (spec §2.4): confirm the documents
 * the association holds (Yes waits for the dated checkbox; No, to update them, does not), or upload
 * them.
 */
export function RenewConfirmationModal({ open, ...props }: RenewConfirmationModalProps) {
  // Mounted only while open, so every opening starts with the box unticked.
  return open ? <ConfirmationDialog {...props} /> : null;
}

function ConfirmationDialog({
  documentsUrl,
  busy,
  onClose,
  onYes,
  onUpdate,
}: Omit<RenewConfirmationModalProps, 'open'>) {
  const [confirmed, setConfirmed] = useState(false);
  const checkboxId = useId();
  // The association's date (India), as the plan expiry on the same page.
  const today = formatIndiaDate(new Date());

  return (
    <Modal open title={MESSAGES.confirmationTitle} onClose={onClose}>
      {documentsUrl ? (
        <div className={styles.confirmation}>
          <p>{MESSAGES.confirmDocumentsText}</p>
          <p>
            <a href={documentsUrl} target="_blank" rel="noopener noreferrer">
              {MESSAGES.viewDocuments}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <LabelledCheckbox
            id={checkboxId}
            label={documentsConfirmation(today)}
            checked={confirmed}
            onChange={setConfirmed}
          />
          <ModalActions>
            {/* No needs no tick: a member who finds the documents wrong must be able to say so
                (issue #14; spec §2.4 disables both, see the decision record). */}
            <button type="button" className={buttons.secondary} disabled={busy} onClick={onUpdate}>
              {MESSAGES.no}
            </button>
            <button
              type="button"
              className={buttons.primary}
              disabled={!confirmed || busy}
              aria-busy={busy || undefined}
              onClick={onYes}
            >
              {MESSAGES.yes}
            </button>
          </ModalActions>
        </div>
      ) : (
        <div className={styles.confirmation}>
          <p>{MESSAGES.uploadDocumentsText}</p>
          <ModalActions>
            <button type="button" className={buttons.primary} onClick={onUpdate}>
              {MESSAGES.uploadDocuments}
            </button>
          </ModalActions>
        </div>
      )}
    </Modal>
  );
}
