// An oversized register is refused on a count taken before it is parsed (the parse of a 200,000-row
// workbook held every request up for 20 s), while a second client's health checks keep answering.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { bigWorkbook, sheetXml, zipOf } from '../../../test/support/big-workbook';
import { multipartBody } from '../../../test/support/member-import-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { readRegister } from './read-register';
import {
  csvRecordCount,
  REGISTER_MAX_RAW_ROWS,
  TOO_MANY_ROWS,
  XLSX_MAX_UNPACKED_BYTES,
} from './register-limits';

const t = useTestApp();

/** The CPU time this process has used, in milliseconds: what a request cost the server. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

describe('the size of a register, before it is parsed', () => {
  it('refuses a workbook of more rows than a register before reading it', async () => {
    await expect(readRegister(bigWorkbook(REGISTER_MAX_RAW_ROWS + 1))).rejects.toMatchObject({
      statusCode: 400,
      message: TOO_MANY_ROWS,
    });
    // Under the limit the rows are counted, then read.
    expect((await readRegister(bigWorkbook(3))).rows).toHaveLength(3);
  });

  it('refuses a workbook that unpacks to more than the limit, however little it claims', async () => {
    const claimsLittle = zipOf([
      {
        name: 'xl/worksheets/sheet1.xml',
        data: sheetXml(1),
        declaredSize: XLSX_MAX_UNPACKED_BYTES,
      },
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(1024), declaredSize: 1024 },
    ]);
    await expect(readRegister(claimsLittle)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('counts a CSV by its records, line breaks inside quoted values left out', async () => {
    expect(csvRecordCount(Buffer.from('a,b\r\n"1\n2\n3","x""\ny"\r\n4,5'))).toBe(3);
    const rows = Array.from({ length: REGISTER_MAX_RAW_ROWS + 1 }, (_, row) => `Company ${row},1`);
    await expect(readRegister(Buffer.from(rows.join('\n')))).rejects.toMatchObject({
      statusCode: 400,
      message: TOO_MANY_ROWS,
    });
  });

  it('answers the import of 200,000 rows at once, health checks answering meanwhile', async () => {
    const workbook = bigWorkbook(200_000);
    const { payload, headers } = multipartBody(
      { name: 'register.xlsx', content: workbook },
      { dryRun: 'true' },
    );
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const healthChecks: number[] = [];
    // The longest the event loop waited, not wall-clock or process CPU time: neither tells this
    // request's stall from another thread's or the machine's load (the old parse held it 20 s).
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    let importing = true;
    const checking = (async () => {
      while (importing) {
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        healthChecks.push(health.statusCode);
        // Pacing, not waiting for anything: a client polling every few milliseconds.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = cpuMs();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members/import',
      payload,
      headers: { ...headers, ...admin },
    });
    const cost = cpuMs() - started;
    importing = false;
    await checking;
    stalls.disable();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: TOO_MANY_ROWS });
    expect(cost).toBeLessThan(1_000);
    expect(healthChecks.length).toBeGreaterThan(0);
    expect(healthChecks.every((status) => status === 200)).toBe(true);
    expect(stalls.max / 1e6).toBeLessThan(250);
  });
});
