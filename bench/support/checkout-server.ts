// A checkout's own production server for the mixed load: this worktree's, or another commit's
// (MIXED_BASELINE_DIR) started the same way, so that two commits can be measured side by side. Each
// runs that checkout's bench/support/bench-server.ts (its app, migrations and demo data, with the
// bench-only routes both commits have) under NODE_ENV=production on a fresh PostgreSQL database.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { listeningPort } from './listening-port';
import { scratchDatabase } from './scratch-database';
import { BENCH_APP_SECRET } from './routes';

export type CheckoutServer = {
  label: string;
  baseUrl: string;
  /** The server's own database, for reading seeded ids (staff) the public API does not give. */
  databaseUrl: string;
  /** The server process's id (for its CPU time in /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
};

/** This worktree's root (bench/support/../..). */
export const THIS_CHECKOUT = resolve(import.meta.dirname, '..', '..');

/**
 * Starts `checkout`'s bench server. TRUST_PROXY lets the load name a client address per request
 * (X-Forwarded-For), as a reverse proxy would: 200 clients are 200 addresses, not one.
 */
export async function startCheckoutServer(
  checkout: string,
  label: string,
  adminUrl: string,
): Promise<CheckoutServer> {
  const scratch = await scratchDatabase(adminUrl, 'mixed');
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-mixed-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(join(checkout, 'bench', 'support', 'bench-server.ts'), [], {
    // `--import tsx` resolves from the working directory: the checkout's own tsx.
    cwd: checkout,
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, label)}`] : []),
    ],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      WEB_DIST_DIR: join(checkout, 'apps', 'web', 'dist'),
      TRUST_PROXY: '127.0.0.1',
      APP_SECRET: BENCH_APP_SECRET,
      LOG_LEVEL: 'warn',
      ...(process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
        : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const cleanUp = async () => {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await listeningPort(child, exited, `${label} server`, cleanUp);
  return {
    label,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl: scratch.url,
    pid: child.pid,
    async stop() {
      child.send('stop');
      await exited;
      await cleanUp();
    },
  };
}
