// The register file as rows of text: a CSV (UTF-8, comma-separated, header first) or an XLSX workbook
// (its first sheet), told apart by content, not by name (an XLSX is a zip: it starts with "PK").
// Its size is checked here; the parse itself runs in a worker thread (parse-in-worker.ts).
import { BadRequestError } from '../../errors';
import { parseInWorker } from './parse-in-worker';
import { UNREADABLE_FILE, type RegisterFile } from './parse-register';
import { assertCsvWithinLimits, assertXlsxWithinLimits } from './register-limits';

export { UNREADABLE_FILE, type RegisterFile, type RegisterRow } from './parse-register';

/** The largest register file accepted (a 50,000-row register is about 10 MB of CSV). */
export const REGISTER_MAX_BYTES = 20 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function readRegister(content: Buffer): Promise<RegisterFile> {
  if (content.length > REGISTER_MAX_BYTES) {
    throw new BadRequestError(
      'The file is larger than 20 MB: split the register into several files',
    );
  }
  // Counted before parsing: the parse of an oversized file would hold every other request up.
  if (content.subarray(0, 4).equals(ZIP_MAGIC)) {
    await assertXlsxWithinLimits(content, UNREADABLE_FILE);
    return parseInWorker('xlsx', content);
  }
  assertCsvWithinLimits(content);
  return parseInWorker('csv', content);
}
