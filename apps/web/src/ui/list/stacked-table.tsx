import type { ReactNode } from 'react';
import { TableRegion } from './table-region';
import styles from './stacked-table.module.css';

/**
 * A back-office table whose rows stack on a narrow screen, each cell named (see the CSS). The
 * region is named `label`; the caption, for screen readers, is `caption` (the label by default).
 */
export function StackedTable({
  label,
  caption = label,
  columns,
  children,
}: {
  label: string;
  caption?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableRegion label={label}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}

/** A cell's column name, shown only when the rows stack (screen readers have the header). */
function StackedLabel({ label }: { label: string }) {
  return (
    <span className={styles.label} aria-hidden="true">
      {label}
    </span>
  );
}

/** One cell with its column's name. */
export function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <StackedLabel label={label} />
      <span>{children}</span>
    </td>
  );
}

/** The cell that names its row, with its column's name. */
export function RowHeaderCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <th scope="row">
      <StackedLabel label={label} />
      <span>{children}</span>
    </th>
  );
}
