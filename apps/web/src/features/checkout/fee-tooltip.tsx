import { useId, useState, type KeyboardEvent } from 'react';
import styles from './fee-tooltip.module.css';

/**
 * An info button whose tooltip explains a fee. The text is the button's accessible description, so a
 * screen reader hears it on focus; sighted users see it on hover or focus, and Escape hides it.
 */
export function FeeTooltip({ label, text }: { label: string; text: string }) {
  const tipId = useId();
  const [open, setOpen] = useState(false);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <span
      className={styles.tooltip}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={onKeyDown}
      >
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          <circle cx="8" cy="4.75" r="1" fill="currentColor" />
        </svg>
      </button>
      <span id={tipId} role="tooltip" className={styles.bubble} hidden={!open}>
        {text}
      </span>
    </span>
  );
}
