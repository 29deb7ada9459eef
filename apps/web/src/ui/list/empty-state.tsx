import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What an empty list says, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
