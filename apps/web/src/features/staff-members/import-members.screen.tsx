import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { IMPORT_COLUMNS } from '@portico/domain/member-import';
import { StaffPage } from '../../app/staff/staff-page';
import { hasAnyRole, useStaffUser } from '../../app/staff/staff-session';
import { ErrorSummary } from '../../ui/error-summary';
import { Notice } from '../../ui/list/notice';
import { ErrorMessage, fieldAria } from '../../ui/field-parts';
import buttons from '../../ui/button.module.css';
import fields from '../../ui/field.module.css';
import pageStyles from '../../ui/page.module.css';
import { useImportMembersMutation, type MemberImportReport } from './api/import-members';
import { ChangesTable, countsText, ProblemsTable } from './import-report';
import { HeldRemindersPanel, RemindersChoice, ReminderPreviewText } from './import-reminders';
import styles from './import-members.module.css';

const FILE_ID = 'register-file';
const NO_FILE = 'Choose the register file (CSV or Excel)';
const COLUMNS_HINT = IMPORT_COLUMNS.map(
  (column) => `${column.header}${column.required ? '' : ' (optional)'}`,
).join(', ');

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The file could not be checked';
}

/** What the report says: problems (nothing imported), a dry run to confirm, or the import done. */
function Report({
  report,
  onImport,
  importing,
}: {
  report: MemberImportReport;
  onImport: () => void;
  importing: boolean;
}) {
  if (report.problems.length > 0) return <ProblemsTable report={report} />;
  if (report.imported) {
    return (
      <>
        <Notice tone="success" role="status">
          Imported {report.fileName}: {countsText(report)}.{' '}
          <Link to="/staff/members">See the members</Link>
        </Notice>
        <ReminderPreviewText preview={report.reminders} />
        <ChangesTable report={report} />
      </>
    );
  }
  const changes = report.counts.created + report.counts.updated;
  return (
    <>
      <Notice role="status">
        {report.fileName} has no problems: {report.rows.toLocaleString('en-IN')} rows,{' '}
        {countsText(report)}. Nothing is written until you import it.
      </Notice>
      <ReminderPreviewText preview={report.reminders} />
      <ChangesTable report={report} />
      {changes > 0 ? (
        <div className={pageStyles.actions}>
          <button type="button" className={buttons.primary} onClick={onImport} disabled={importing}>
            {importing ? 'Importing…' : `Import ${changes.toLocaleString('en-IN')} changes`}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The file input, GOV.UK style: label, hint (the columns), the error above the input. */
function RegisterFileField({
  error: fieldError,
  onChange,
}: {
  error: string | null;
  onChange: (file: File | null) => void;
}) {
  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={FILE_ID}>
        Register file
      </label>
      <p className={fields.hint} id={`${FILE_ID}-hint`}>
        CSV (UTF-8, comma-separated) or Excel (.xlsx), with a header row naming the columns:{' '}
        {COLUMNS_HINT}. Dates as DD-MM-YYYY or YYYY-MM-DD.
      </p>
      <ErrorMessage id={`${FILE_ID}-error`} message={fieldError} />
      <input
        {...fieldAria(FILE_ID, fieldError, true)}
        name="file"
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className={styles.file}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}

/** The error summary: the file's own error, or the count of the report's problems. */
function summaryItems(fieldError: string | null, report: MemberImportReport | null) {
  if (fieldError) return [{ message: fieldError, fieldId: FILE_ID }];
  const problems = report?.problems.length ?? 0;
  if (!report || problems === 0) return [];
  const count = `${problems.toLocaleString('en-IN')} problem${problems === 1 ? '' : 's'}`;
  return [
    {
      message: `${report.fileName} has ${count}: nothing was imported. Correct them in the file and check it again.`,
      fieldId: FILE_ID,
    },
  ];
}

/** The import's state: the file, the reminders' start, the last report, and a check or an import. */
function useImport() {
  const mutation = useImportMembersMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [report, setReport] = useState<MemberImportReport | null>(null);
  const [remindersFrom, setRemindersFrom] = useState('');
  const [attempt, setAttempt] = useState(0);

  const run = (dryRun: boolean) => {
    if (!file) {
      setFieldError(NO_FILE);
      setAttempt((value) => value + 1);
      return;
    }
    mutation.mutate(
      { file, dryRun, remindersFrom },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.problems.length > 0) setAttempt((value) => value + 1);
        },
        onError: (error) => {
          setReport(null);
          setFieldError(errorText(error));
          setAttempt((value) => value + 1);
        },
      },
    );
  };
  return {
    mutation,
    file,
    setFile,
    fieldError,
    setFieldError,
    report,
    setReport,
    attempt,
    run,
    remindersFrom,
    setRemindersFrom,
  };
}

/**
 * /staff/members/import (admin): the existing register of members from a CSV or Excel file. Checking
 * the file is a dry run that lists what each row would do and every problem by row and column; the
 * import writes all of it or nothing.
 */
export function ImportMembersScreen() {
  const user = useStaffUser();
  const state = useImport();
  const { mutation, setFile, fieldError, setFieldError, report, setReport, attempt, run } = state;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    run(true);
  };

  const summary = summaryItems(fieldError, report);

  return (
    <StaffPage
      title="Import members"
      lead="Bring in the existing register of members: one row per member. Check the file first: nothing is written until you import it, and a file with any problem imports nothing. Importing the same file again changes nothing."
      allowed={hasAnyRole(user, 'admin')}
      what="the import of members"
    >
      <ErrorSummary items={summary} attempt={attempt} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <RegisterFileField
          error={fieldError}
          onChange={(chosen) => {
            setFile(chosen);
            setReport(null);
            setFieldError(null);
          }}
        />
        <RemindersChoice
          value={state.remindersFrom}
          onChange={(chosen) => {
            state.setRemindersFrom(chosen);
            // The preview shown was for the other choice: check the file again.
            setReport(null);
          }}
        />
        <div className={pageStyles.actions}>
          <button type="submit" className={buttons.secondary} disabled={mutation.isPending}>
            {mutation.isPending && mutation.variables?.dryRun ? 'Checking…' : 'Check the file'}
          </button>
        </div>
      </form>
      {report ? (
        <Report
          report={report}
          onImport={() => run(false)}
          importing={mutation.isPending && mutation.variables?.dryRun === false}
        />
      ) : null}
      <HeldRemindersPanel />
    </StaffPage>
  );
}

export { ImportMembersScreen as Component };
