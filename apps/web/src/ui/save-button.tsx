import type { ReactNode } from 'react';
import buttons from './button.module.css';

/** A form's submit button: it says `savingLabel` ("Saving…") and stays disabled while the save runs. */
export function SaveButton({
  saving,
  label,
  savingLabel = 'Saving…',
}: {
  saving: boolean;
  label: string;
  savingLabel?: string;
}) {
  return (
    <button type="submit" className={buttons.primary} disabled={saving}>
      {saving ? savingLabel : label}
    </button>
  );
}

/**
 * A form's primary submit button that stays disabled, and is announced as busy, while `busy` (the
 * caller's text may say what is happening). `className` adds to the primary look.
 */
export function SubmitButton({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={className ? `${buttons.primary} ${className}` : buttons.primary}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
