import type { ReactNode } from 'react';
import { TableRegion } from '../../ui/list/table-region';
import styles from './member-record.module.css';

/** A table of the member record: its rows stack on a narrow screen, each cell named (see the CSS). */
export function StackedTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableRegion label={label}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
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

/** One cell with its column's name, shown only when the rows stack (screen readers have the header). */
export function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}
