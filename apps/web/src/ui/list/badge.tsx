import type { ReactNode } from 'react';
import tones from '../tone.module.css';
import styles from './badge.module.css';

/** How a status reads: done (success), waiting on someone (warning), stopped (error), not begun. */
export type BadgeTone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

export function Badge({ tone = 'info', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${tones[tone]}`}>{children}</span>;
}
