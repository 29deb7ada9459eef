// What each checked row of a register does: create a member, update one, or nothing. A row matches a
// member by member number, then by email or mobile; a contact already another member's, or a number,
// email or mobile twice in the file, is a problem of that row and column.
import type { ImportAction } from '@portico/domain/contracts/member-import.contract';
import {
  headerOf,
  parseImportMobile,
  parseMemberNumber,
  type ImportCells,
  type ImportMember,
  type ImportProblem,
} from '@portico/domain/member-import';
import type { ExistingMember } from './member-import.repository';

export type PlannedRow = {
  member: ImportMember;
  action: ImportAction;
  existing: ExistingMember | undefined;
  startsAt: Date;
  endsAt: Date;
  status: 'active' | 'expired';
};

/** A register's day starts and ends in India: start at 00:00, expiry at 23:59:59 IST. */
export const startOfIndiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
export const endOfIndiaDay = (day: string) => new Date(`${day}T23:59:59+05:30`);

/** What identifies a row's member: its number, email and mobile, normalised (null if unreadable). */
export type RowKeys = Pick<ImportMember, 'row'> & {
  memberNumber: string | null;
  email: string | null;
  mobile: string | null;
};

/** The keys of a row that failed its checks, as far as they can be read. */
export function rowKeys(row: number, cells: ImportCells, prefix: string): RowKeys {
  return {
    row,
    memberNumber: parseMemberNumber(cells.memberNumber, prefix),
    email: cells.email === '' ? null : cells.email.toLowerCase(),
    mobile: parseImportMobile(cells.mobile),
  };
}

/** Reports the later rows that repeat a member number, email or mobile of an earlier row. */
export function findRepeats(rows: readonly RowKeys[], problems: ImportProblem[]): void {
  const seen = {
    memberNumber: new Map<string, number>(),
    email: new Map<string, number>(),
    mobile: new Map<string, number>(),
  };
  for (const row of rows) {
    for (const key of ['memberNumber', 'email', 'mobile'] as const) {
      const value = row[key];
      if (value === null) continue;
      const first = seen[key].get(value);
      if (first === undefined) seen[key].set(value, row.row);
      else {
        problems.push({
          row: row.row,
          column: headerOf(key),
          message: `${headerOf(key)} ${value} is also on row ${first}`,
        });
      }
    }
  }
}

const who = (member: ExistingMember) =>
  `${member.memberNumber ?? `member ${member.id}`} (${member.companyName})`;

type Index = {
  byNumber: Map<string, ExistingMember>;
  byEmail: Map<string, ExistingMember>;
  byMobile: Map<string, ExistingMember>;
};

function indexOf(existing: readonly ExistingMember[]): Index {
  const index: Index = { byNumber: new Map(), byEmail: new Map(), byMobile: new Map() };
  for (const member of existing) {
    if (member.memberNumber) index.byNumber.set(member.memberNumber, member);
    index.byEmail.set(member.email.toLowerCase(), member);
    index.byMobile.set(member.mobile, member);
  }
  return index;
}

/** The member the row is about, or the problems that make it ambiguous. */
function match(row: ImportMember, index: Index, problems: ImportProblem[]) {
  const byNumber = row.memberNumber ? index.byNumber.get(row.memberNumber) : undefined;
  const byEmail = index.byEmail.get(row.email);
  const byMobile = index.byMobile.get(row.mobile);
  const target = byNumber ?? byEmail ?? byMobile;
  const report = (column: 'memberNumber' | 'email' | 'mobile', message: string) =>
    problems.push({ row: row.row, column: headerOf(column), message });
  if (target && !byNumber && row.memberNumber && target.memberNumber) {
    report(
      'memberNumber',
      `The email or mobile is member ${who(target)}'s, whose number is not ${row.memberNumber}`,
    );
  }
  if (byEmail && byEmail !== target) report('email', `${row.email} is member ${who(byEmail)}'s`);
  if (byMobile && byMobile !== target) {
    report('mobile', `${row.mobile} is member ${who(byMobile)}'s`);
  }
  return target;
}

/** Once paid through the portal, a membership's dates are the portal's: the register no longer sets them. */
export const datesFromRegister = (existing: ExistingMember) => existing.periodOrderId === null;

function differs(row: PlannedRow, existing: ExistingMember): boolean {
  const { member } = row;
  const same =
    (member.memberNumber ?? existing.memberNumber) === existing.memberNumber &&
    member.email === existing.email &&
    member.mobile === existing.mobile &&
    member.name === existing.name &&
    member.companyName === existing.companyName &&
    member.categoryId === existing.categoryId &&
    member.zone === existing.zone &&
    member.stateId === existing.stateId &&
    member.gstin === existing.gstin &&
    member.pan === existing.pan &&
    member.address === existing.address &&
    (member.city === null || member.city === existing.city) &&
    (member.pin === null || member.pin === existing.pin) &&
    (!datesFromRegister(existing) ||
      (row.startsAt.getTime() === existing.startsAt?.getTime() &&
        row.endsAt.getTime() === existing.endsAt?.getTime() &&
        row.status === existing.status));
  return !same;
}

export function planRows(
  rows: readonly ImportMember[],
  existing: readonly ExistingMember[],
  now: Date,
  problems: ImportProblem[],
): PlannedRow[] {
  const index = indexOf(existing);
  const claimedBy = new Map<number, number>();
  return rows.map((member) => {
    const target = match(member, index, problems);
    const startsAt = startOfIndiaDay(member.startsOn);
    const endsAt = endOfIndiaDay(member.expiresOn);
    const status = endsAt > now ? ('active' as const) : ('expired' as const);
    const planned: PlannedRow = {
      member,
      action: 'create',
      existing: target,
      startsAt,
      endsAt,
      status,
    };
    if (!target) return planned;
    const first = claimedBy.get(target.id);
    if (first !== undefined) {
      problems.push({
        row: member.row,
        column: headerOf('memberNumber'),
        message: `Row ${first} is already about member ${who(target)}`,
      });
    } else claimedBy.set(target.id, member.row);
    if (target.periodId === null) {
      problems.push({
        row: member.row,
        column: headerOf('expiresOn'),
        message: `Member ${who(target)} has no membership period to update`,
      });
    }
    return { ...planned, action: differs(planned, target) ? 'update' : 'unchanged' };
  });
}
