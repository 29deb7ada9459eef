import type { ReactNode } from 'react';
import styles from './table.module.css';

/**
 * A wide table scrolls inside its own labelled, focusable region (keyboard users can scroll it), so a
 * narrow screen never scrolls the whole page sideways.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region must take focus for keyboard users to scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
