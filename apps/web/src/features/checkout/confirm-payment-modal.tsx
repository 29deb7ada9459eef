import { MESSAGES } from '@portico/domain/messages';
import { Modal, ModalActions } from '../../ui/modal';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';

/** 'By clicking Proceed, …' with Review (back to the page) and Proceed (pay). */
export function ConfirmPaymentModal({
  open,
  error,
  onReview,
  onProceed,
}: {
  open: boolean;
  /** 'Please Confirm Details are correct' when Proceed was pressed without the box ticked. */
  error: string | null;
  onReview: () => void;
  onProceed: () => void;
}) {
  return (
    <Modal open={open} title={MESSAGES.confirmationTitle} onClose={onReview}>
      <p>{MESSAGES.confirmAccuracyProceed}</p>
      {error ? (
        <p className={fieldParts.error} role="alert">
          {error}
        </p>
      ) : null}
      <ModalActions>
        <button type="button" className={buttons.secondary} onClick={onReview}>
          {MESSAGES.review}
        </button>
        <button type="button" className={buttons.primary} onClick={onProceed}>
          {MESSAGES.proceed}
        </button>
      </ModalActions>
    </Modal>
  );
}
