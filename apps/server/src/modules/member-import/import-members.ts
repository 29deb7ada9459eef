// Imports a register of members (issue #15): reads the file, checks every row, matches it with the
// members already there, and (unless a dry run, or the file has a problem) writes it all in one
// transaction. Importing the same file again changes nothing; given member numbers are kept and new
// ones continue after the highest.
import {
  cellsOf,
  checkImportRow,
  IMPORT_MAX_ROWS,
  memberSerial,
  readHeader,
  type ImportMember,
  type ImportProblem,
} from '@portico/domain/member-import';
import type { MemberImportReport } from '@portico/domain/contracts/member-import.contract';
import type { Database, Transaction } from '../../db/client';
import { BadRequestError, ConflictError } from '../../errors';
import { uniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit';
import { formatSerial } from '../payments';
import { memberUpdateRecord, newMemberRecord } from './import-rows';
import {
  findExistingMembers,
  highestMemberSerial,
  lastMemberSerial,
  loadReferences,
  lockImports,
  nextIds,
  nextMemberSerials,
  raiseMemberSerial,
} from './member-import.repository';
import { insertImportedMembers, updateImportedMembers } from './member-writes.repository';
import { findRepeats, planRows, rowKeys, type PlannedRow, type RowKeys } from './plan-import';
import { readRegister } from './read-register';
import { previewReminders, startOfIndiaDay } from './reminder-preview';

export type ImportOptions = {
  fileName: string;
  dryRun: boolean;
  /** Who imports, as the audit log names them ('staff:3', 'cli:asha'). */
  actor: string;
  /** The association's member-number prefix as saved in Settings now. */
  memberNumberPrefix: string;
  /** The day (YYYY-MM-DD, India) the new members' reminders start; absent or null: held (decision 067). */
  remindersFrom?: string | null;
  now: Date;
};

function report(
  options: ImportOptions,
  rows: number,
  planned: readonly PlannedRow[],
  problems: ImportProblem[],
  imported = false,
): MemberImportReport {
  const count = (action: PlannedRow['action']) =>
    planned.filter((row) => row.action === action).length;
  problems.sort((a, b) => a.row - b.row);
  const troubled = new Set(problems.map((problem) => problem.row));
  return {
    fileName: options.fileName,
    dryRun: options.dryRun,
    imported,
    rows,
    counts: { created: count('create'), updated: count('update'), unchanged: count('unchanged') },
    changes: planned
      .filter((row) => row.action !== 'unchanged' && !troubled.has(row.member.row))
      .map((row) => ({
        row: row.member.row,
        action: row.action,
        memberNumber: row.member.memberNumber ?? row.existing?.memberNumber ?? null,
        companyName: row.member.companyName,
      })),
    problems,
    reminders: previewReminders(
      planned.filter((row) => row.action === 'create').map((row) => row.endsAt),
      options.remindersFrom ?? null,
      options.now,
    ),
  };
}

async function checkRows(
  tx: Transaction,
  file: Awaited<ReturnType<typeof readRegister>>,
  index: Parameters<typeof cellsOf>[1],
  options: ImportOptions,
  problems: ImportProblem[],
): Promise<PlannedRow[]> {
  const refs = { ...(await loadReferences(tx)), memberNumberPrefix: options.memberNumberPrefix };
  const checked: ImportMember[] = [];
  const keys: RowKeys[] = [];
  for (const { row, values } of file.rows) {
    const cells = cellsOf(values, index);
    const member = checkImportRow(row, cells, refs, problems);
    if (member) checked.push(member);
    keys.push(member ?? rowKeys(row, cells, options.memberNumberPrefix));
  }
  // Every row's number, email and mobile, a row with other problems included.
  findRepeats(keys, problems);
  const existing = await findExistingMembers(tx, {
    numbers: checked.flatMap((row) => (row.memberNumber ? [row.memberNumber] : [])),
    emails: checked.map((row) => row.email),
    mobiles: checked.map((row) => row.mobile),
  });
  return planRows(checked, existing, options.now, problems);
}

/** The highest serial among the file's member numbers (0 if none). */
function highestSerial(planned: readonly PlannedRow[], prefix: string): number {
  let highest = 0;
  for (const { member } of planned) {
    if (member.memberNumber) highest = Math.max(highest, memberSerial(member.memberNumber, prefix));
  }
  return highest;
}

/** Writes the planned rows; answers them with the numbers the new members got. */
async function write(tx: Transaction, planned: PlannedRow[], options: ImportOptions) {
  const prefix = options.memberNumberPrefix;
  const creates = planned.filter((row) => row.action === 'create');
  const highest = Math.max(highestSerial(planned, prefix), await highestMemberSerial(tx, prefix));
  if (highest > (await lastMemberSerial(tx))) await raiseMemberSerial(tx, highest);
  const unnumbered = creates.filter((row) => !row.member.memberNumber).length;
  const serials = await nextMemberSerials(tx, unnumbered);
  let nextSerial = 0;
  const numbered = creates.map((row) => ({
    ...row,
    member: {
      ...row.member,
      memberNumber: row.member.memberNumber ?? formatSerial(prefix, serials[nextSerial++]!),
    },
  }));
  const [application, member, history] = [
    await nextIds(tx, 'applications', creates.length),
    await nextIds(tx, 'members', creates.length),
    await nextIds(tx, 'plan_history', creates.length),
  ];
  await insertImportedMembers(
    tx,
    numbered.map((row, at) =>
      newMemberRecord(
        row,
        { application: application[at]!, member: member[at]!, history: history[at]! },
        row.member.memberNumber,
      ),
    ),
    { from: options.remindersFrom ? startOfIndiaDay(options.remindersFrom) : null },
  );
  await updateImportedMembers(
    tx,
    planned.filter((row) => row.action === 'update').map(memberUpdateRecord),
  );
  const byRow = new Map(numbered.map((row) => [row.member.row, row]));
  return planned.map((row) => byRow.get(row.member.row) ?? row);
}

export async function importMembers(
  db: Database,
  content: Buffer,
  options: ImportOptions,
): Promise<MemberImportReport> {
  const file = await readRegister(content);
  if (file.rows.length > IMPORT_MAX_ROWS) {
    throw new BadRequestError(
      `The file has more than ${IMPORT_MAX_ROWS} rows: split it into several files`,
    );
  }
  if (file.header.length === 0) {
    return report(
      options,
      0,
      [],
      [{ row: 1, column: '', message: 'The file is empty: it has no header row' }],
    );
  }
  const header = readHeader(file.header);
  if (!header.ok) return report(options, file.rows.length, [], header.problems);
  try {
    return await importInTransaction(db, file, header.index, options);
  } catch (error) {
    // A member number, email or mobile taken by a registration paid while the import ran.
    if (uniqueViolation(error) === undefined) throw error;
    throw new ConflictError(CHANGED_MEANWHILE);
  }
}

const CHANGED_MEANWHILE =
  'A member number, email or mobile in the file was taken while it was being imported: nothing was imported. Check the file again.';

function importInTransaction(
  db: Database,
  file: Awaited<ReturnType<typeof readRegister>>,
  index: Parameters<typeof cellsOf>[1],
  options: ImportOptions,
): Promise<MemberImportReport> {
  return db.transaction(async (tx) => {
    await lockImports(tx);
    const problems: ImportProblem[] = [];
    const planned = await checkRows(tx, file, index, options, problems);
    if (options.dryRun || problems.length > 0)
      return report(options, file.rows.length, planned, problems);
    const written = await write(tx, planned, options);
    const result = report(options, file.rows.length, written, problems, true);
    if (result.counts.created + result.counts.updated > 0) {
      await recordAudit(tx, {
        actor: options.actor,
        action: 'members.import',
        entity: 'member_import',
        entityId: options.fileName,
        before: null,
        after: {
          fileName: options.fileName,
          rows: result.rows,
          ...result.counts,
          remindersFrom: options.remindersFrom ?? null,
        },
      });
    }
    return result;
  });
}
