import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** How a status reads: done (success), waiting on someone (warning), stopped (error), not begun. */
export type BadgeTone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

export function Badge({ tone = 'info', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={tone === 'info' ? styles.badge : `${styles.badge} ${styles[tone]}`}>
      {children}
    </span>
  );
}
