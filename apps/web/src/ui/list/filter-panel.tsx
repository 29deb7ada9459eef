import type { ReactNode } from 'react';
import panel from './panel.module.css';
import styles from './filter-panel.module.css';
import formLayout from './form-layout.module.css';

/**
 * The "Filters" group above a list: its search form, its selects (`children`, in a grid) and, when
 * given, its actions ("Clear filters", a download).
 */
export function FilterPanel({
  titleId,
  search,
  actions,
  children,
}: {
  titleId: string;
  search: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={panel.panel} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        Filters
      </h2>
      {search}
      <div className={styles.grid}>{children}</div>
      {actions ? <div className={formLayout.actions}>{actions}</div> : null}
    </div>
  );
}
