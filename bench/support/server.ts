import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DriverName } from '../../apps/server/src/db/client';
import { createTokenService, type TokenService } from '../../apps/server/src/modules/auth/tokens';
import type { BenchServerMessage } from './bench-server';
import { listeningPort } from './listening-port';
import { BENCH_APP_SECRET } from './routes';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type BenchServer = {
  driver: DriverName;
  baseUrl: string;
  /** Signs tokens the server accepts (same APP_SECRET). */
  tokens: TokenService;
  /** CPU time the server process has used so far, in ms (Linux /proc; undefined elsewhere). */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
};

/** utime + stime of a process, from /proc/<pid>/stat (clock ticks of 10 ms on Linux). */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Is a PostgreSQL server answering at this URL? The PostgreSQL half of a benchmark is skipped if not. */
export async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portico_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The real app on a fresh, migrated, seeded database, in a child process of its own
 * (./bench-server.ts) listening on a free port, with the bench-only baseline routes of ./routes.ts:
 * baseline and subject share that one process, and the load generator (this process) does not
 * compete with it for its event loop. BENCH_CPU_PROF=<dir> writes the server's CPU profile there.
 */
export async function startBenchServer(driver: DriverName): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  const scratch =
    driver === 'postgres'
      ? await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL)
      : null;
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(join(import.meta.dirname, 'bench-server.ts'), [], {
    execArgv: [
      '--import',
      import.meta.resolve('tsx'),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    // Only what the server is meant to see: no DATABASE_URL, S3 or SMTP settings of the shell.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...(process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
        : {}),
      APP_SECRET: BENCH_APP_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const cleanUp = async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stopped = new Promise<BenchServerMessage>((resolve) =>
    child.on('message', (message: BenchServerMessage) => {
      if (message.type === 'stopped') resolve(message);
    }),
  );

  const port = await listeningPort(child, exited, 'bench server', cleanUp);

  return {
    driver,
    baseUrl: `http://127.0.0.1:${port}`,
    tokens: createTokenService(BENCH_APP_SECRET),
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      // Callers stop only after their load generators have finished; the server then closes the
      // app, waits for handlers still running (autocannon drops its last requests) and closes the
      // database last.
      child.send('stop');
      const message = await Promise.race([stopped, exited.then(() => null)]);
      await exited;
      if (message?.type === 'stopped' && message.unfinishedHandlers > 0) {
        console.warn(`bench server stopped with ${message.unfinishedHandlers} handlers running`);
      }
      await cleanUp();
    },
  };
}
