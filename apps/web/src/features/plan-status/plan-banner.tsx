import type { ReactNode } from 'react';
import styles from './renew-banner.module.css';

/**
 * A banner at the top of the plan status: a region named by its heading (`titleId`), in the colours
 * of a lapsed plan, a plan due, or information.
 */
export function PlanBanner({
  titleId,
  tone,
  title,
  children,
}: {
  titleId: string;
  tone: 'expired' | 'due' | 'info';
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </div>
  );
}
