// CPU time a run costs, by who spent it: the server process, its database's backends and this one
// (the load generator). CPU rather than wall time, so that other work on the machine moves it little.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import type { CheckoutServer } from './checkout-server';

/** User and system CPU ms a process has used, from /proc (0 once it has ended). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // ended: its time is lost, which only a backend that quit mid-run can do
  }
}

export type CpuReading = {
  server: number;
  backends: number;
  /** This process: autocannon and the bench's own request building. */
  client: number;
  transactions: number;
};

/** CPU ms so far of the server, of every backend connected to its database, and of this process. */
export async function cpuOf(server: CheckoutServer, admin: pg.Client): Promise<CpuReading> {
  const database = new URL(server.databaseUrl).pathname.slice(1);
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [database],
  );
  const backends = rows.reduce((sum, row) => sum + cpuMsOf(row.pid), 0);
  // The statistics collector's counters lag a little: the runs are long enough for that not to matter.
  const stats = await admin.query<{ commits: string }>(
    'select xact_commit + xact_rollback as commits from pg_stat_database where datname = $1',
    [database],
  );
  const own = process.cpuUsage();
  return {
    server: server.pid ? cpuMsOf(server.pid) : 0,
    backends,
    client: (own.user + own.system) / 1000,
    transactions: Number(stats.rows[0]?.commits ?? 0),
  };
}
