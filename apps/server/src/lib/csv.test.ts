import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvDecimal, csvLine, csvStream, keysetBatches } from './csv';
import { parseCsv } from '../../test/support/staff-admin-fixtures';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' padded ', '" padded "'],
    ['', ''],
  ])('quotes only when needed: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98000 00001', "'+91 98000 00001"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['  =HYPERLINK("http://x")', `"'  =HYPERLINK(""http://x"")"`],
    ['=A1,B1', `"'=A1,B1"`],
  ])('keeps text from running as a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes our own negative amounts as numbers, not as defused formulas', () => {
    expect(csvCell(csvDecimal(-1234.5))).toBe('-1234.50');
    expect(csvCell('-1234.50')).toBe("'-1234.50");
  });

  it('reads back as the values written (with the guard quote)', () => {
    const values = ['Acme, "Best" Events', 'Line 1\r\nLine 2', '=cmd|"/C calc"!A0', 'Zoë'];
    expect(parseCsv(csvLine(values))).toEqual([
      ['Acme, "Best" Events', 'Line 1\r\nLine 2', '\'=cmd|"/C calc"!A0', 'Zoë'],
    ]);
  });
});

describe('keysetBatches and csvChunks', () => {
  const rows = Array.from({ length: 2_501 }, (_, index) => ({ id: index + 1 }));

  it('walks the rows batch by batch after the last id seen', async () => {
    const calls: [number, number][] = [];
    const fetch = async (afterId: number, limit: number) => {
      calls.push([afterId, limit]);
      return rows.filter((row) => row.id > afterId).slice(0, limit);
    };
    const sizes: number[] = [];
    for await (const batch of keysetBatches(fetch, 1000)) sizes.push(batch.length);
    expect(sizes).toEqual([1000, 1000, 501]);
    expect(calls).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
  });

  it('asks once more after a full last batch, and yields nothing for no rows', async () => {
    const exact = rows.slice(0, 2000);
    let calls = 0;
    const fetch = async (afterId: number, limit: number) => {
      calls += 1;
      return exact.filter((row) => row.id > afterId).slice(0, limit);
    };
    const sizes: number[] = [];
    for await (const batch of keysetBatches(fetch, 1000)) sizes.push(batch.length);
    expect(sizes).toEqual([1000, 1000]);
    expect(calls).toBe(3);
    const none: number[] = [];
    for await (const batch of keysetBatches(async () => [] as { id: number }[], 10)) {
      none.push(batch.length);
    }
    expect(none).toEqual([]);
  });

  it('writes a byte-order mark and header, then one chunk per batch', async () => {
    async function* batches() {
      yield [{ id: 1, name: 'A' }];
      yield [
        { id: 2, name: 'B,C' },
        { id: 3, name: '@D' },
      ];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(
      [
        { header: 'Id', value: (row: { id: number; name: string }) => row.id },
        { header: 'Name', value: (row: { id: number; name: string }) => row.name },
      ],
      batches(),
    )) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual(['\uFEFFId,Name\r\n', '1,A\r\n', '2,"B,C"\r\n3,\'@D\r\n']);
  });

  it('stops reading batches when the stream is destroyed (the client went away)', async () => {
    let fetched = 0;
    async function* endless() {
      for (;;) {
        fetched += 1;
        yield 'x'.repeat(100_000);
      }
    }
    const stream = csvStream(endless());
    await new Promise<void>((resolve) => stream.once('readable', () => resolve()));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const seen = fetched;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toBe(seen);
    expect(fetched).toBeLessThan(5);
  });
});
