// A register is parsed in a worker thread: while a large one is read, the event loop keeps turning and
// health checks keep answering. Measured as the event loop's longest stall (perf_hooks) against the
// read's own duration: parsed on the event loop, one stall would last the whole read; a busy machine
// stretches both, so it slows the test but does not fail it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  registerCsv,
  registerRow,
  registerXlsx,
} from '../../../test/support/member-import-fixtures';
import { readRegister } from './read-register';

const t = useTestApp();

/** Reads the register while a client polls GET /api/health; the longest event-loop stall, in ms. */
async function readWhileChecking(content: Buffer) {
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  const statuses: number[] = [];
  let reading = true;
  const checking = (async () => {
    while (reading) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      // Pacing, not waiting for anything: a client polling every few milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  stalls.enable();
  // The monitor's first tick only starts its clock: a stall before it would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = performance.now();
  const file = await readRegister(content);
  const readMs = performance.now() - started;
  // One more turn of the loop: the monitor's timer records a stall only when it next fires.
  await new Promise((resolve) => setTimeout(resolve, 20));
  stalls.disable();
  reading = false;
  await checking;
  return { file, statuses, longestStallMs: stalls.max / 1e6, readMs };
}

describe('the parse of a register, off the event loop', () => {
  it('reads a 20,000-row workbook while health checks keep answering', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => registerRow(index + 1));
    const { file, statuses, longestStallMs, readMs } = await readWhileChecking(
      await registerXlsx(rows),
    );
    expect(file.rows).toHaveLength(20_000);
    expect(file.rows[19_999]?.row).toBe(20_001);
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(longestStallMs).toBeLessThan(Math.max(100, readMs / 4));
  });

  it('reads a 50,000-row CSV register while health checks keep answering', async () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => registerRow(index + 1));
    const content = Buffer.from(registerCsv(rows));
    const { file, statuses, longestStallMs, readMs } = await readWhileChecking(content);
    expect(file.rows).toHaveLength(50_000);
    expect(file.rows[49_999]?.row).toBe(50_001);
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(longestStallMs).toBeLessThan(Math.max(100, readMs / 4));
  });
});
