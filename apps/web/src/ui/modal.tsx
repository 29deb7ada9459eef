import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import buttons from './button.module.css';

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

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert'),
  );
}

/**
 * A modal dialog: title, close button, optional footer button (disabled until enabled).
 * On open, focus moves into the dialog (first control of the body, else the close button) and
 * Tab cycles inside it; Escape or the close button closes it; focus returns to where it was.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function Modal({ open, title, onClose, children, footerAction }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = bodyRef.current ? focusables(bodyRef.current)[0] : undefined;
    (first ?? closeRef.current ?? dialogRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="modal-backdrop">
      {/* The dialog itself keeps Tab inside it (a focus trap), so it listens to the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="modal__close"
            aria-label="Close"
            onClick={onClose}
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className="modal__body">
          {children}
        </div>
        {footerAction ? (
          <div className="modal__footer">
            <button
              type="button"
              className={buttons.primary}
              disabled={!footerAction.enabled}
              onClick={footerAction.onClick}
            >
              {footerAction.label}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
