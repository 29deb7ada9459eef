import type { ReactNode } from 'react';
import buttons from '../button.module.css';
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

/**
 * What an empty filtered list says: with filters set, that none match and a button to clear them;
 * without, that there is nothing yet.
 */
export function FilteredEmptyState({
  hasFilters,
  onClear,
  filtered,
  empty,
  clearText,
}: {
  hasFilters: boolean;
  onClear: () => void;
  /** The title while filters are set: "No … match these filters." */
  filtered: string;
  /** The title of a list with nothing in it yet. */
  empty: string;
  /** The clear button's text: "Clear filters to see …". */
  clearText: string;
}) {
  return (
    <EmptyState title={hasFilters ? filtered : empty}>
      {hasFilters ? (
        <button type="button" className={buttons.link} onClick={onClear}>
          {clearText}
        </button>
      ) : null}
    </EmptyState>
  );
}
