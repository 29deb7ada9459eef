// Register files for the member-import tests and bench: rows as objects, a CSV or XLSX of them, and a
// multipart body to post one. Used only by tests and the bench.
import ExcelJS from 'exceljs';
import { gstinCheckCharacter } from '@portico/domain/gstin';
import { IMPORT_COLUMNS, type ImportColumnKey } from '@portico/domain/member-import';

export type RegisterRow = Partial<Record<ImportColumnKey, string>>;

/** A valid GSTIN of Maharashtra (27) for the PAN. */
export function gstinFor(pan: string, state = '27'): string {
  const first14 = `${state}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

const pad = (value: number, size: number) => String(value).padStart(size, '0');
const PAN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid row for member `n` (a Silver member of Maharashtra, west zone, expiring next year). */
export function registerRow(n: number, overrides: RegisterRow = {}): RegisterRow {
  const pan = `AB${PAN_LETTERS[n % 26]}PK${pad(n % 10000, 4)}${PAN_LETTERS[(n * 7) % 26]}`;
  return {
    companyName: `Imported Events ${n} Pvt Ltd`,
    name: `Person ${n}`,
    email: `imported${n}@example.org`,
    mobile: `7${pad(n, 9)}`,
    zone: 'West',
    state: 'Maharashtra',
    category: 'Silver',
    memberNumber: `PM-${pad(1000 + n, 4)}`,
    startsOn: '01-04-2026',
    expiresOn: '31-03-2027',
    gstin: gstinFor(pan),
    pan,
    address: `${n} Marine Drive, Mumbai`,
    ...overrides,
  };
}

const quote = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

export function registerCsv(rows: readonly RegisterRow[]): string {
  const header = IMPORT_COLUMNS.map((column) => column.header).join(',');
  const lines = rows.map((row) =>
    IMPORT_COLUMNS.map((column) => quote(row[column.key] ?? '')).join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

export async function registerXlsx(rows: readonly RegisterRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.addRow(IMPORT_COLUMNS.map((column) => column.header));
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((column) => row[column.key] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with the file and the dryRun field. */
export function multipartBody(
  file: { name: string; content: string | Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = '----portico-import-test';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
