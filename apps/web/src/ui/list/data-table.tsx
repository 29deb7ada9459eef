import { Fragment, type ReactElement, type ReactNode } from 'react';
import { TableRegion } from './table-region';
import styles from './table.module.css';

/** A column header: its text, or a header cell of its own (a SortHeader, a hidden "Actions"). */
export type Column = string | ReactElement;

/** The header of a column of row actions: named for screen readers only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}

/**
 * A list's table in its scrolling region: a caption for screen readers, one header row, and the rows
 * (`busy` marks the body while a newer page loads).
 */
export function DataTable({
  label,
  caption,
  columns,
  busy,
  children,
}: {
  label: string;
  caption: ReactNode;
  columns: readonly Column[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <TableRegion label={label}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
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
