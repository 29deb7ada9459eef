import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRegister, UNREADABLE_FILE } from './read-register';

describe('readRegister', () => {
  it('reads a CSV with a BOM, quoted values over lines and blank rows, numbering rows as a spreadsheet', async () => {
    const csv =
      '\uFEFFCompany name,Address\r\n"Mehta, Events","1 Road\nMumbai"\r\n,\r\n\r\nB,2\r\n';
    expect(await readRegister(Buffer.from(csv))).toEqual({
      header: ['Company name', 'Address'],
      rows: [
        { row: 2, values: ['Mehta, Events', '1 Road\nMumbai'] },
        { row: 5, values: ['B', '2'] },
      ],
    });
  });

  it('reads the first sheet of a workbook: dates, numbers and rich text as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Register');
    sheet.addRow(['Mobile', 'Membership start', 'Company name']);
    sheet.addRow([]);
    sheet.addRow([
      9876543210,
      new Date(Date.UTC(2026, 3, 1)),
      { richText: [{ text: 'Me' }, { text: 'hta' }] },
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readRegister(content)).toEqual({
      header: ['Mobile', 'Membership start', 'Company name'],
      rows: [{ row: 3, values: ['9876543210', '2026-04-01', 'Mehta'] }],
    });
  });

  it('refuses what is neither (binary, a broken zip) with a 400', async () => {
    await expect(readRegister(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).rejects.toMatchObject({
      statusCode: 400,
      message: UNREADABLE_FILE,
    });
    await expect(readRegister(Buffer.from('PK\u0003\u0004broken'))).rejects.toMatchObject({
      statusCode: 400,
      message: UNREADABLE_FILE,
    });
  });
});
