// The archive opens with the system's unzip reader (Python's zipfile, when present) and with our own
// reading of its central directory.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzipText } from '../../test/support/unzip';
import { zipOf } from './zip';

describe('zipOf', () => {
  const files = [
    { name: 'b2b.csv', text: 'GSTIN/UIN of Recipient\r\n' },
    { name: 'hsn(b2c).csv', text: 'HSN,Description\r\n999511,₹\r\n' },
  ];

  it('writes entries that read back as written, the same bytes every time', () => {
    const zip = zipOf(files);
    expect(unzipText(zip)).toEqual({
      'b2b.csv': 'GSTIN/UIN of Recipient\r\n',
      'hsn(b2c).csv': 'HSN,Description\r\n999511,₹\r\n',
    });
    expect(zipOf(files).equals(zip)).toBe(true);
  });

  it('is a valid archive for a standard reader', () => {
    let python = true;
    try {
      execFileSync('python3', ['--version']);
    } catch {
      python = false;
    }
    if (!python) return;
    const path = join(mkdtempSync(join(tmpdir(), 'zip-')), 'test.zip');
    writeFileSync(path, zipOf(files));
    const script =
      'import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;print(",".join(z.namelist()))';
    expect(execFileSync('python3', ['-c', script, path]).toString().trim()).toBe(
      'b2b.csv,hsn(b2c).csv',
    );
  });
});
