import type { MemberImportReport } from './api/import-members';
import { DataTable } from '../../ui/list/data-table';
import { Notice } from '../../ui/list/notice';

/** Rows of a report shown in its tables (the rest are counted). */
export const REPORT_ROWS_SHOWN = 200;

const ACTION_LABELS = { create: 'New member', update: 'Update', unchanged: 'No change' } as const;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

export function countsText(report: MemberImportReport): string {
  const { created, updated, unchanged } = report.counts;
  return `${plural(created, 'new member', 'new members')}, ${plural(updated, 'update', 'updates')}, ${unchanged.toLocaleString('en-IN')} unchanged`;
}

function MoreRows({ total }: { total: number }) {
  if (total <= REPORT_ROWS_SHOWN) return null;
  return (
    <p>
      The first {REPORT_ROWS_SHOWN} of {total.toLocaleString('en-IN')} are shown.
    </p>
  );
}

/** The problems of a file, by row and column as the spreadsheet shows them. */
export function ProblemsTable({ report }: { report: MemberImportReport }) {
  const { problems } = report;
  return (
    <>
      <DataTable
        label="Problems in the file"
        caption="Problems in the file"
        columns={['Row', 'Column', 'Problem']}
      >
        {problems.slice(0, REPORT_ROWS_SHOWN).map((problem, index) => (
          <tr key={`${problem.row}:${problem.column}:${index}`}>
            <th scope="row">{problem.row}</th>
            <td>{problem.column || '—'}</td>
            <td>{problem.message}</td>
          </tr>
        ))}
      </DataTable>
      <MoreRows total={problems.length} />
    </>
  );
}

/** What each row creates or updates. */
export function ChangesTable({ report }: { report: MemberImportReport }) {
  const { changes } = report;
  if (changes.length === 0) {
    return (
      <Notice role="note">
        Every member in the file is already here as it is: nothing to change.
      </Notice>
    );
  }
  return (
    <>
      <DataTable
        label="Changes"
        caption="Changes"
        columns={['Row', 'Change', 'Member number', 'Company']}
      >
        {changes.slice(0, REPORT_ROWS_SHOWN).map((change) => (
          <tr key={change.row}>
            <th scope="row">{change.row}</th>
            <td>{ACTION_LABELS[change.action]}</td>
            <td>{change.memberNumber ?? 'Next number'}</td>
            <td>{change.companyName}</td>
          </tr>
        ))}
      </DataTable>
      <MoreRows total={changes.length} />
    </>
  );
}
