import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { keepTabInside } from './focus-trap';
import { useModalFocus } from './use-modal-focus';
import buttons from './button.module.css';
import styles from './modal.module.css';

export type ModalFooterAction = {
  label: string;
  onClick: () => void;
  /** The footer button stays disabled until this is true. */
  enabled: boolean;
};

export type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footerAction?: ModalFooterAction;
};

function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ModalHeader({
  titleId,
  title,
  closeRef,
  onClose,
}: {
  titleId: string;
  title: string;
  closeRef: Ref<HTMLButtonElement>;
  onClose: () => void;
}) {
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button
        ref={closeRef}
        type="button"
        className={styles.close}
        aria-label="Close"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

function ModalFooter({ action }: { action: ModalFooterAction }) {
  return (
    <div className={styles.footer}>
      <button
        type="button"
        className={buttons.primary}
        disabled={!action.enabled}
        onClick={action.onClick}
      >
        {action.label}
      </button>
    </div>
  );
}

/** A row of buttons inside a modal's body (e.g. Cancel and Confirm), at the end of the row. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * A modal dialog: title, close button, optional footer button (disabled until enabled).
 * On open, focus moves into the dialog (first control of the body, else the close button) and
 * Tab cycles inside it; Escape or the close button closes it; focus returns to where it was.
 */
export function Modal({ open, title, onClose, children, footerAction }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalFocus(open, { dialog: dialogRef, body: bodyRef, close: closeRef });

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (dialogRef.current) {
      keepTabInside(event, dialogRef.current);
    }
  }

  return (
    <div className={styles.backdrop}>
      {/* The dialog itself keeps Tab inside it (a focus trap), so it listens to the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <ModalHeader titleId={titleId} title={title} closeRef={closeRef} onClose={onClose} />
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footerAction ? <ModalFooter action={footerAction} /> : null}
      </div>
    </div>
  );
}
