import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

/** The pause between two codes to one address in the browser run (30 s in production). */
export const RESEND_AFTER_SECONDS = 3;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts the built server (the same artefact `npm start` runs) on a free port and a fresh data folder;
 * `env` adds settings (a journey's own providers).
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      'apps/server/dist/main.js is missing: run `npm run build` before the browser tests',
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-IP hourly limit is for the open internet.
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      // The demo staff accounts sign in from many journeys within the hour of one run (admin@ six
      // times and more), and journeys ask a new code soon after the last: a person asks a few
      // times, minutes apart. The unit and API tests hold the production limits.
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '50',
      OTP_RESEND_AFTER_SECONDS: String(RESEND_AFTER_SECONDS),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A fresh PGlite database is migrated and seeded first: seconds on a quiet machine, but close to a
  // minute on a shared, loaded one.
  await waitForHealth(baseUrl, child, 180_000);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
