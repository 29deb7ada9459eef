import type { ReactNode } from 'react';
import { Modal, ModalActions } from './modal';
import buttons from './button.module.css';

/**
 * "Are you sure?" before an action that cannot be undone (a refund, a resend): the question as the
 * title, what follows in the body, then Cancel (nothing happens) and the action itself. Built on
 * Modal, so focus moves in and back, and Escape cancels.
 */
export function ConfirmModal({
  question,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: {
  question: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open title={question} onClose={onCancel}>
      {children}
      <ModalActions>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={buttons.primary} disabled={busy} onClick={onConfirm}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </ModalActions>
    </Modal>
  );
}
