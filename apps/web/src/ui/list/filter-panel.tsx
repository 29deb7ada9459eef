import type { ReactNode } from 'react';
import buttons from '../button.module.css';
import panel from './panel.module.css';
import styles from './filter-panel.module.css';
import formLayout from './form-layout.module.css';

/**
 * The "Filters" group above a list: its search form, its selects (`children`, in a grid) and its
 * actions: "Clear filters" while `onClear` is given (a filter is set), then any others (a download).
 */
export function FilterPanel({
  titleId,
  search,
  onClear = null,
  actions,
  children,
}: {
  titleId: string;
  search: ReactNode;
  /** Clears the filters; null while none is set (no button then). */
  onClear?: (() => void) | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const clear = onClear ? (
    <button type="button" className={buttons.link} onClick={onClear}>
      Clear filters
    </button>
  ) : null;
  return (
    <div className={panel.panel} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className={panel.title}>
        Filters
      </h2>
      {search}
      <div className={styles.grid}>{children}</div>
      {clear || actions ? (
        <div className={formLayout.actions}>
          {clear}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
