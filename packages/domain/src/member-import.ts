// The register of members an association brings along (issue #15): its columns, and the rules of one
// row, shared by the operator's command and the back office's import. Pure: the categories and states
// the row is checked against are handed in. Row numbers are the spreadsheet's (the header is row 1).
import { ADDRESS_MESSAGES, isValidCity, isValidPin, normalisePin } from './address';
import { gstinError, panOfGstin } from './gstin';
import { gstStateCode, gstStateName } from './gst-states';
import { ZONES, type Zone } from './constants';
import { isValidEmail, isValidPan, normalizeGstOrPan } from './validation';

/** The columns, in the sample file's order: the key the code uses and the header the file shows. */
export const IMPORT_COLUMNS = [
  { key: 'companyName', header: 'Company name', required: true },
  { key: 'name', header: 'Authorised person', required: true },
  { key: 'email', header: 'Email', required: true },
  { key: 'mobile', header: 'Mobile', required: true },
  { key: 'zone', header: 'Zone', required: true },
  { key: 'state', header: 'State', required: true },
  { key: 'category', header: 'Category', required: true },
  { key: 'memberNumber', header: 'Member number', required: false },
  { key: 'startsOn', header: 'Membership start', required: true },
  { key: 'expiresOn', header: 'Membership expiry', required: true },
  { key: 'gstin', header: 'GSTIN', required: false },
  { key: 'pan', header: 'PAN', required: false },
  { key: 'address', header: 'Address', required: false },
  // The address's city and PIN code for e-invoices (decision 085); blank keeps a member's own.
  { key: 'city', header: 'City', required: false },
  { key: 'pin', header: 'PIN code', required: false },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportCells = Record<ImportColumnKey, string>;

/** One thing wrong with the file: its row (header = 1) and column as the spreadsheet shows them. */
export type ImportProblem = { row: number; column: string; message: string };

/** A row as it will be stored: trimmed, normalised, its references resolved. */
export type ImportMember = {
  row: number;
  companyName: string;
  name: string;
  /** Lower-cased. */
  email: string;
  /** The 10-digit mobile number, as members sign in with it. */
  mobile: string;
  zone: Zone;
  stateId: number;
  categoryId: number;
  /** Normalised to the portal's series ('PM-0042'), or null: the next number is issued. */
  memberNumber: string | null;
  /** Calendar dates, YYYY-MM-DD. */
  startsOn: string;
  expiresOn: string;
  gstin: string | null;
  pan: string | null;
  address: string | null;
  city: string | null;
  pin: string | null;
};

export type ImportReferences = {
  /** Lower-cased category name → id. */
  categoryIdByName: ReadonlyMap<string, number>;
  /** Lower-cased state name → the state's id, zone and name. */
  stateByName: ReadonlyMap<string, { id: number; zone: Zone; name: string }>;
  /** The portal's member-number prefix ('PM-'). */
  memberNumberPrefix: string;
};

/** Most rows one file may hold (a register far larger than any association's). */
export const IMPORT_MAX_ROWS = 50_000;

const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_ALIASES: Readonly<Record<string, ImportColumnKey>> = {
  ...Object.fromEntries(IMPORT_COLUMNS.map((column) => [headerKey(column.header), column.key])),
  authorizedperson: 'name',
  gstnumber: 'gstin',
  pannumber: 'pan',
  mobilenumber: 'mobile',
};

export const headerOf = (key: ImportColumnKey): string =>
  IMPORT_COLUMNS.find((column) => column.key === key)?.header ?? key;

/**
 * The column index of each key from the header row, or the problems with it: a column missing, named
 * twice or unknown (refused rather than ignored, so a misspelt optional column loses no data).
 */
export function readHeader(
  header: readonly string[],
):
  | { ok: true; index: Record<ImportColumnKey, number | undefined> }
  | { ok: false; problems: ImportProblem[] } {
  const index: Partial<Record<ImportColumnKey, number>> = {};
  const problems: ImportProblem[] = [];
  header.forEach((text, position) => {
    const name = text.trim();
    if (name === '') return;
    const key = HEADER_ALIASES[headerKey(name)];
    if (!key) {
      problems.push({ row: 1, column: name, message: `Unknown column "${name}"` });
    } else if (index[key] !== undefined) {
      problems.push({ row: 1, column: name, message: `Column "${headerOf(key)}" appears twice` });
    } else {
      index[key] = position;
    }
  });
  for (const column of IMPORT_COLUMNS) {
    if (column.required && index[column.key] === undefined) {
      problems.push({
        row: 1,
        column: column.header,
        message: `Column "${column.header}" is missing`,
      });
    }
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, index: index as Record<ImportColumnKey, number | undefined> };
}

/** The cells of one data row by key, trimmed ('' for an absent column). */
export function cellsOf(
  values: readonly string[],
  index: Record<ImportColumnKey, number | undefined>,
): ImportCells {
  const cells = {} as ImportCells;
  for (const { key } of IMPORT_COLUMNS) {
    const at = index[key];
    cells[key] = at === undefined ? '' : (values[at] ?? '').trim();
  }
  return cells;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INDIAN_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** DD-MM-YYYY (also with / or .) or YYYY-MM-DD, as a real calendar date in YYYY-MM-DD; else null. */
export function parseImportDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  const indian = iso ? null : INDIAN_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  // The portal's dates are 1900 to 2100 (issue #25), as every other way in takes them.
  if (date.getUTCDate() !== day || year < 1900 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

const MOBILE = /^(?:\+?(\d{1,3}))?(\d{10})$/;

/** A 10-digit mobile with an optional country code, spaces and dashes allowed; the 10 digits or null. */
export function parseImportMobile(text: string): string | null {
  const match = MOBILE.exec(text.replace(/[\s-]/g, ''));
  return match?.[2] ?? null;
}

/** A member number of the portal's series ('PM-42', 'pm-0042'), normalised to 'PM-0042'; else null. */
export function parseMemberNumber(text: string, prefix: string): string | null {
  if (!text.toUpperCase().startsWith(prefix.toUpperCase())) return null;
  const digits = text.slice(prefix.length);
  if (!/^\d{1,9}$/.test(digits) || Number(digits) === 0) return null;
  return `${prefix}${String(Number(digits)).padStart(4, '0')}`;
}

/** The serial of a normalised member number ('PM-0042' → 42). */
export const memberSerial = (memberNumber: string, prefix: string): number =>
  Number(memberNumber.slice(prefix.length));

const ZONE_BY_NAME: ReadonlyMap<string, Zone> = new Map(ZONES.map((zone) => [zone, zone]));

type Check = { report(key: ImportColumnKey, message: string): void };

/** The most characters a cell may hold (an address is the longest). */
export const IMPORT_MAX_CELL_LENGTH = 500;

/** Every required cell filled and no cell too long; false after reporting what is not. */
function required(cells: ImportCells, check: Check): boolean {
  let complete = true;
  for (const column of IMPORT_COLUMNS) {
    if (column.required && cells[column.key] === '') {
      check.report(column.key, `${column.header} is required`);
      complete = false;
    } else if (cells[column.key].length > IMPORT_MAX_CELL_LENGTH) {
      check.report(
        column.key,
        `${column.header} is longer than ${IMPORT_MAX_CELL_LENGTH} characters`,
      );
      complete = false;
    }
  }
  return complete;
}

function taxNumbers(cells: ImportCells, stateName: string | null, check: Check) {
  let pan: string | null = cells.pan === '' ? null : normalizeGstOrPan(cells.pan);
  if (pan !== null && !isValidPan(pan)) {
    check.report('pan', `PAN "${cells.pan}" is not valid (5 letters, 4 digits, 1 letter)`);
    pan = null;
  }
  const gstin = cells.gstin === '' ? null : normalizeGstOrPan(cells.gstin);
  if (gstin === null) return { gstin, pan };
  const error = gstinError(gstin, pan);
  if (error) {
    check.report('gstin', `GSTIN "${cells.gstin}": ${error}`);
    return { gstin: null, pan };
  }
  const expected = gstStateCode(stateName);
  if (expected && gstin.slice(0, 2) !== expected) {
    const named = gstStateName(gstin.slice(0, 2)) ?? 'another state';
    check.report('gstin', `GSTIN "${gstin}" is registered in ${named}, not in ${stateName}`);
  }
  return { gstin, pan: pan ?? panOfGstin(gstin) };
}

/**
 * One data row checked on its own (duplicates across rows and the database are the server's): the
 * member to store, or null with every problem reported.
 */
export function checkImportRow(
  row: number,
  cells: ImportCells,
  refs: ImportReferences,
  problems: ImportProblem[],
): ImportMember | null {
  const before = problems.length;
  const check: Check = {
    report: (key, message) => problems.push({ row, column: headerOf(key), message }),
  };
  if (!required(cells, check)) return null;
  const email = cells.email.toLowerCase();
  if (!isValidEmail(email)) check.report('email', `"${cells.email}" is not a valid email address`);
  const mobile = parseImportMobile(cells.mobile);
  if (!mobile) check.report('mobile', `"${cells.mobile}" is not a 10-digit mobile number`);
  const zone = ZONE_BY_NAME.get(cells.zone.toLowerCase());
  if (!zone) check.report('zone', `Unknown zone "${cells.zone}" (${ZONES.join(', ')})`);
  const state = refs.stateByName.get(cells.state.toLowerCase());
  if (!state) check.report('state', `Unknown state "${cells.state}"`);
  else if (zone && state.zone !== zone) {
    check.report('state', `${state.name} is in the ${state.zone} zone, not ${zone}`);
  }
  const categoryId = refs.categoryIdByName.get(cells.category.toLowerCase());
  if (categoryId === undefined) check.report('category', `Unknown category "${cells.category}"`);
  const memberNumber =
    cells.memberNumber === ''
      ? null
      : parseMemberNumber(cells.memberNumber, refs.memberNumberPrefix);
  if (cells.memberNumber !== '' && !memberNumber) {
    check.report(
      'memberNumber',
      `"${cells.memberNumber}" is not a member number of the series ${refs.memberNumberPrefix}0001`,
    );
  }
  const startsOn = parseImportDate(cells.startsOn);
  if (!startsOn) check.report('startsOn', `"${cells.startsOn}" is not a date (DD-MM-YYYY)`);
  const expiresOn = parseImportDate(cells.expiresOn);
  if (!expiresOn) check.report('expiresOn', `"${cells.expiresOn}" is not a date (DD-MM-YYYY)`);
  else if (startsOn && expiresOn <= startsOn) {
    check.report('expiresOn', 'Membership expiry must be after the membership start');
  }
  const { gstin, pan } = taxNumbers(cells, state?.name ?? null, check);
  const pin = normalisePin(cells.pin);
  if (pin !== '' && !isValidPin(pin))
    check.report('pin', `"${cells.pin}": ${ADDRESS_MESSAGES.pin}`);
  if (cells.city !== '' && !isValidCity(cells.city)) {
    check.report('city', `"${cells.city}": ${ADDRESS_MESSAGES.city}`);
  }
  if (problems.length > before || !mobile || !zone || !state || categoryId === undefined) {
    return null;
  }
  return {
    row,
    companyName: cells.companyName,
    name: cells.name,
    email,
    mobile,
    zone,
    stateId: state.id,
    categoryId,
    memberNumber,
    startsOn: startsOn!,
    expiresOn: expiresOn!,
    gstin,
    pan,
    address: cells.address === '' ? null : cells.address,
    city: cells.city === '' ? null : cells.city,
    pin: pin === '' ? null : pin,
  };
}
