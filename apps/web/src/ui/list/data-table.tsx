import { Fragment, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { nameCells } from './table-cells';
import { TableRegion } from './table-region';
import styles from './table.module.css';

/** A column header: its text, or a header cell of its own (a SortHeader, a hidden "Actions"). */
export type Column = string | ReactElement;

/**
 * The header of a column of row actions: named for screen readers only (or by `label`). The column stays in view
 * at the table's right edge when the table scrolls, so a row's actions are never cut off.
 */
export function ActionsHeader({ label }: { label?: string }) {
  return (
    <th scope="col" data-actions="">
      {label ?? <span className="visually-hidden">Actions</span>}
    </th>
  );
}

/** Names the body's cells after their columns now and whenever rows change (see table-cells.ts). */
function useNamedCells() {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    nameCells(table);
    if (typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => nameCells(table));
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * A list's table in its scrolling region: a caption for screen readers, one header row, and the rows
 * (`busy` marks the body while a newer page loads). Below 40em its rows stack, each cell named by
 * its column (`stacks`: false for a table that stacks in its own way).
 */
export function DataTable({
  label,
  caption,
  columns,
  busy,
  stacks = true,
  children,
}: {
  label: string;
  caption: ReactNode;
  columns: readonly Column[];
  busy?: boolean;
  stacks?: boolean;
  children: ReactNode;
}) {
  const ref = useNamedCells();
  return (
    <TableRegion label={label}>
      <table ref={ref} className={stacks ? `${styles.table} ${styles.stacks}` : styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" data-label={column}>
                  {column}
                </th>
              ) : (
                <Fragment key={index}>{column}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody aria-busy={busy || undefined}>{children}</tbody>
      </table>
    </TableRegion>
  );
}
