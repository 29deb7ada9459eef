// One instance of the systemd unit (deploy/systemd/portico@.service: its ExecStart, its Environment=
// and the env file over them, as systemd gives them) as a child process, its JSON log lines kept for
// the test to read.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { request } from './http';
import { waitFor } from './ports';
import { unitInstance } from './systemd-unit';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export type AppProcess = {
  name: string;
  baseUrl: string;
  /** Every log line the process printed, parsed where it was JSON. */
  logs: Array<Record<string, unknown>>;
  output: string[];
  stop(): Promise<void>;
};

/**
 * `systemctl start portico@<port>` with `envFile` as /etc/portico/portico.env, `release` standing for
 * the unit's WorkingDirectory (/opt/portico/current, as systemd resolves it at the start).
 */
export function startApp(
  name: string,
  port: number,
  envFile: string,
  release = REPO_ROOT,
): { process: ChildProcess; app: AppProcess } {
  if (!existsSync(join(release, 'apps/server/dist/main.js'))) {
    throw new Error(`${release}/apps/server/dist/main.js is missing: run \`npm run build\` first`);
  }
  const unit = unitInstance(String(port), envFile, release);
  const child = spawn(unit.command, unit.args, {
    cwd: release,
    env: { PATH: process.env.PATH ?? '', ...unit.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const output: string[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      output.push(line);
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a JSON log line (a start-up message)
      }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const app: AppProcess = {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
  return { process: child, app };
}

/** Waits until the process answers its readiness check (database reachable, migrations applied). */
export async function waitReady(child: ChildProcess, app: AppProcess): Promise<void> {
  await waitFor(
    `${app.name} to be ready`,
    async () => {
      if (child.exitCode !== null) {
        throw new Error(`${app.name} exited with ${child.exitCode}:\n${app.output.join('\n')}`);
      }
      try {
        return (await request(`${app.baseUrl}/api/health/ready`)).status === 200;
      } catch {
        return false; // not listening yet
      }
    },
    // A production start on a busy two-core machine (CI runs the browser journeys beside it).
    120_000,
  );
}
