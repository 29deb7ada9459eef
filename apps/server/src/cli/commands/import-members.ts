// `import-members <file.csv|file.xlsx> [--dry-run]`: the existing register of members, as the back
// office imports it (docs/member-import.md). Prints the counts, each row's change and every problem;
// exits 1 when the file has problems (nothing written), 0 otherwise.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { MemberImportReport } from '@portico/domain/contracts/member-import.contract';
import { DomainError } from '../../errors';
import { importMembers, REGISTER_MAX_BYTES } from '../../modules/member-import';
import { associationSource } from '../../modules/settings';
import type { CliCommand, CliContext } from '../command';
import { withConfiguredDatabase } from '../configured-database';

/** Rows printed one by one; a larger import prints its counts only. */
const LISTED_CHANGES = 50;

function print(report: MemberImportReport, context: CliContext): number {
  const { created, updated, unchanged } = report.counts;
  for (const problem of report.problems) {
    context.err(`row ${problem.row}, ${problem.column || 'file'}: ${problem.message}`);
  }
  if (report.problems.length > 0) {
    context.err(
      `${report.fileName}: ${report.problems.length} problem(s) in ${report.rows} row(s): nothing imported.`,
    );
    return 1;
  }
  for (const change of report.changes.slice(0, LISTED_CHANGES)) {
    context.out(
      `row ${change.row}: ${change.action} ${change.memberNumber ?? '(next number)'} ${change.companyName}`,
    );
  }
  if (report.changes.length > LISTED_CHANGES) {
    context.out(`… and ${report.changes.length - LISTED_CHANGES} more.`);
  }
  const verb = report.dryRun ? 'Dry run, nothing written: would create' : 'Imported: created';
  context.out(
    `${report.fileName}: ${report.rows} row(s). ${verb} ${created}, ${report.dryRun ? 'update' : 'updated'} ${updated}, unchanged ${unchanged}.`,
  );
  return 0;
}

async function readRegisterFile(path: string, context: CliContext): Promise<Buffer | null> {
  try {
    if ((await stat(path)).size > REGISTER_MAX_BYTES) {
      context.err(`import-members: ${path} is larger than 20 MB: split the register`);
      return null;
    }
    return await readFile(path);
  } catch (error) {
    context.err(
      `import-members: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    );
    return null;
  }
}

export const importMembersCommand: CliCommand = {
  name: 'import-members',
  summary: 'import the existing register of members from a CSV or XLSX file',
  help: 'Import the register of members (one row per member; columns in docs/member-import.md) from a CSV (UTF-8) or Excel (.xlsx) file. All or nothing: any problem (reported by row and column) and nothing is written. Importing the same file again changes nothing. Given member numbers are kept; new members are numbered after the highest, with the prefix saved in Settings. Sends nothing: new members get no renewal reminder until an admin turns reminders on for them (Import members screen). Audited.',
  arguments: [{ name: 'file', description: 'the register: a .csv or .xlsx file' }],
  options: [{ flags: '--dry-run', description: 'check the file and report, writing nothing' }],
  async run(options, context, args) {
    const path = args[0] ?? '';
    const content = await readRegisterFile(path, context);
    if (!content) return 1;
    return withConfiguredDatabase(context, async ({ config, handle }) => {
      try {
        const report = await importMembers(handle.db, content, {
          fileName: basename(path),
          dryRun: options.dryRun === true,
          actor: context.actor,
          // The prefix saved in Settings; new members' reminders held until the admin starts them.
          memberNumberPrefix: (await associationSource(handle.db, config.association).current())
            .memberNumberPrefix,
          remindersFrom: null,
          now: new Date(),
        });
        return print(report, context);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        context.err(`import-members: ${error.message}`);
        return 1;
      }
    });
  },
};
