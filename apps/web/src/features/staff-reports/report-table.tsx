import type { ReactNode } from 'react';
import { MONTH_ABBREVIATIONS } from '@portico/domain/format';
import { DataTable } from '../../ui/list/data-table';
import styles from './reports.module.css';

export type Cell = ReactNode;

/**
 * A report's figures as a table: the first column a label, the others numbers (right-aligned). It
 * stays a grid on a phone, scrolling sideways in its region: stacked, a year of months by category
 * made every figure a line of its own (the Reports page was 37,000 px tall at 360 px) and no
 * column could be read down.
 */
export function ReportTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: Cell[] }[];
}) {
  return (
    <DataTable label={caption} caption={caption} columns={columns} stacks={false}>
      {rows.map((row) => (
        <tr key={row.key}>
          {row.cells.map((cell, index) =>
            index === 0 ? (
              <th key={index} scope="row">
                {cell}
              </th>
            ) : (
              <td
                key={index}
                className={
                  typeof cell === 'number' || typeof cell === 'string' ? styles.number : undefined
                }
              >
                {cell}
              </td>
            ),
          )}
        </tr>
      ))}
    </DataTable>
  );
}

/** 'Mar 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  const [year = '', index = '1'] = month.split('-');
  return `${MONTH_ABBREVIATIONS[Number(index) - 1] ?? ''} ${year}`;
}

/** '₹1,18,000.00' from paise (negative with a minus sign). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '−' : '';
  return `${sign}₹${(Math.abs(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
}

export function percent(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(1)}%`;
}

export function count(value: number): string {
  return value.toLocaleString('en-IN');
}
