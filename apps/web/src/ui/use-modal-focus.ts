import { useEffect, type RefObject } from 'react';
import { focusables } from './focus-trap';

type ModalParts = {
  dialog: RefObject<HTMLElement | null>;
  body: RefObject<HTMLElement | null>;
  close: RefObject<HTMLElement | null>;
};

/**
 * While the modal is open: focus moves into it (the body's first control, else the close button,
 * else the dialog), the page behind does not scroll, and on closing focus returns to where it was.
 */
export function useModalFocus(open: boolean, { dialog, body, close }: ModalParts): void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = body.current ? focusables(body.current)[0] : undefined;
    (first ?? close.current ?? dialog.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open, dialog, body, close]);
}
