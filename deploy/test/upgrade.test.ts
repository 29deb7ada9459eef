// A zero-downtime upgrade (issue 27, decision 063): two production processes behind Debian's nginx run
// one release; deploy/upgrade.sh checks, migrates and restarts them one at a time into the next (each
// out of nginx's rotation while it restarts) while clients keep asking nginx for pages, API reads, a
// hashed asset only the old release shipped, and POSTs. Not one of those requests may fail.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from './support/app-process';
import { clusterUnavailable, startCluster, type Cluster } from './support/cluster';
import { request } from './support/http';
import { http2Client } from './support/http2';
import { upstreamFor } from './support/nginx';
import { freePort, waitFor } from './support/ports';
import { makeCurrent, makeRelease } from './support/releases';
import { PRODUCTION_NODE } from './support/systemd-unit';

const UPGRADE_SCRIPT = resolve(import.meta.dirname, '../upgrade.sh');
const OLD_ASSET = { name: 'old-release-Dx3kQ9aZ.js', content: 'console.log("old release");\n' };
const NEW_ASSET = { name: 'new-release-P7wLm2cB.js', content: 'console.log("new release");\n' };

const unavailable = await clusterUnavailable();

let root: string;
let oldRelease: string;
let newRelease: string;
let cluster: Cluster | undefined;
let control: Server | undefined;
let controlPort: number;
/** The processes the upgrade stopped, with their logs. */
const stopped: AppProcess[] = [];

/** Stands for `systemctl restart portico@<port>`: the script's restart command calls it. */
function startControl(live: Cluster): Promise<void> {
  control = createServer((incoming, answer) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(incoming.url ?? '')?.[1]);
    const index = live.ports.indexOf(port);
    if (index !== 0 && index !== 1) return void answer.writeHead(404).end();
    live
      .restart(index, realpathSync(join(root, 'current')))
      .then((stoppedApp) => {
        stopped.push(stoppedApp);
        answer.writeHead(200).end();
      })
      .catch((error: unknown) => answer.writeHead(500).end(String(error)));
  });
  return new Promise((done) => control?.listen(controlPort, '127.0.0.1', done));
}

beforeAll(async () => {
  if (unavailable) return;
  root = mkdtempSync(join(tmpdir(), 'portico-opt-'));
  // nginx's workers read the kept assets (as /var/www/portico is, the folder is world-readable).
  chmodSync(root, 0o755);
  // PORTICO_UPGRADE_FROM: a built checkout of an earlier commit to upgrade from (this one by default).
  const from = process.env.PORTICO_UPGRADE_FROM || undefined;
  oldRelease = makeRelease(root, '2026-11-27-old', OLD_ASSET, from);
  newRelease = makeRelease(root, '2026-11-28-new', NEW_ASSET);
  makeCurrent(root, oldRelease);
  mkdirSync(join(root, 'www/assets'), { recursive: true });
  cluster = await startCluster({ release: oldRelease, keptAssetsRoot: join(root, 'www') });
  controlPort = await freePort();
  await startControl(cluster);
});

afterAll(async () => {
  await new Promise((done) => (control ? control.close(done) : done(undefined)));
  await cluster?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A request of the traffic and the status every answer to it must have. */
type Ask = { method: 'GET' | 'POST'; path: string; expected: number };
/** `resent`: sent again after nginx refused it unprocessed over HTTP/2 (as a browser does). */
type Outcome = { ask: string; status: number | string; ok: boolean; resent: number };

/**
 * Clients asking nginx, one request after another each, until told to stop: half as browsers do
 * (HTTP/2, one connection each), half over HTTP/1.1 with a connection per request (a webhook, curl).
 */
function steadyTraffic(live: Cluster, asks: Ask[], clients: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    const browser = client % 2 === 0 ? http2Client(live.nginx.httpsUrl, live.nginx.ca) : null;
    for (let i = client; running; i += 1) {
      const { method, path, expected } = asks[i % asks.length] ?? { method: 'GET', path: '/' };
      const ask = `${method} ${path}`;
      const json = method === 'POST' ? {} : undefined;
      try {
        const answer = browser
          ? await browser.request(method, path, json)
          : await request(`${live.nginx.httpsUrl}${path}`, {
              ca: live.nginx.ca,
              method,
              json,
              newConnection: true,
            });
        const resent = 'resent' in answer ? answer.resent : 0;
        outcomes.push({ ask, status: answer.status, ok: answer.status === expected, resent });
      } catch (error) {
        const status = error instanceof Error ? error.message : String(error);
        outcomes.push({ ask, status, ok: false, resent: 0 });
      }
    }
    browser?.close();
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The requests `app` was sent after it was told to stop (its drain): none once nginx left it. */
function requestsWhileStopping(app: AppProcess): number {
  const stopAt = app.logs.findIndex((line) => line.msg === 'shutting down');
  if (stopAt < 0) throw new Error(`${app.name} never logged its stop`);
  return app.logs.slice(stopAt).filter((line) => line.msg === 'incoming request').length;
}

/** Runs deploy/upgrade.sh to `release` as root would, with this run's folders, ports and units. */
function upgrade(
  live: Cluster,
  release: string,
  { envFile = live.envFile, upstreamFile = live.nginx.upstreamFile } = {},
): Promise<{ code: number; output: string }> {
  const script = spawn('/bin/sh', [UPGRADE_SCRIPT, release], {
    env: {
      PATH: process.env.PATH ?? '',
      PORTICO_ROOT: root,
      PORTICO_ENV_FILE: envFile,
      PORTICO_ASSETS: join(root, 'www/assets'),
      PORTICO_PORTS: live.ports.join(' '),
      PORTICO_RESTART: `curl -fsS -X POST http://127.0.0.1:${controlPort}/restart/$port`,
      PORTICO_NODE: PRODUCTION_NODE,
      // This run's nginx stands for Debian's (/etc/nginx/portico-upstream.conf, /run/nginx.pid).
      PORTICO_UPSTREAM_FILE: upstreamFile,
      PORTICO_NGINX_RELOAD: live.nginx.reloadCommand,
      PORTICO_NGINX_PID: live.nginx.pidFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((done) => script.on('exit', (code) => done({ code: code ?? 1, output })));
}

describe.skipIf(unavailable)('an upgrade under steady traffic through nginx', () => {
  it('stops before any change when the new release requires a setting the env file lacks', async () => {
    const live = cluster as Cluster;
    const lacking = join(root, 'lacking.env');
    writeFileSync(
      lacking,
      readFileSync(live.envFile, 'utf8').replace(/^SMS_DLT_ENTITY_ID=.*$/m, 'SMS_DLT_ENTITY_ID='),
    );
    const before = realpathSync(join(root, 'current'));
    const upstreams = readFileSync(live.nginx.upstreamFile, 'utf8');
    const result = await upgrade(live, newRelease, { envFile: lacking });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /SMS_DLT_ENTITY_ID: is required .* \(required since the release "[^"]+": see CHANGELOG\.md/,
    );
    expect(realpathSync(join(root, 'current'))).toBe(before);
    expect(readFileSync(live.nginx.upstreamFile, 'utf8')).toBe(upstreams);
  });

  it('stops before any change when nginx lists other processes than it restarts', async () => {
    const live = cluster as Cluster;
    // An operator's file with a process PORTICO_PORTS lacks: rewriting it would drop that one.
    const other = join(root, 'other-upstream.conf');
    writeFileSync(other, upstreamFor([...live.ports, 3003]));
    const before = realpathSync(join(root, 'current'));
    const result = await upgrade(live, newRelease, { upstreamFile: other });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/lists the ports .*3003.*, PORTICO_PORTS has/);
    expect(realpathSync(join(root, 'current'))).toBe(before);
    expect(readFileSync(other, 'utf8')).toBe(upstreamFor([...live.ports, 3003]));
  });

  it('replaces both processes one at a time with no request failing', async () => {
    const live = cluster as Cluster;
    // An asset of a page the old release renders: one both releases ship if there is one (a
    // rebuilt chunk keeps its name), or else one the new release lacks.
    const scripts = (release: string) =>
      readdirSync(join(release, 'apps/web/dist/assets')).filter((name) => name.endsWith('.js'));
    const inNew = new Set(scripts(newRelease));
    const oldScripts = scripts(oldRelease);
    const shared = oldScripts.find((name) => inNew.has(name)) ?? oldScripts[0];
    const get = (path: string): Ask => ({ method: 'GET', path, expected: 200 });
    const asks: Ask[] = [
      get('/'),
      get('/register/user/select-membership'),
      get('/api/membership'),
      get(`/assets/${OLD_ASSET.name}`),
      get(`/assets/${shared}`),
      get('/api/health/ready'),
      // A POST (a sign-out without a session, which changes nothing). nginx passes a POST on only
      // when nothing was sent, so one that met a process closing a kept-open connection would fail
      // with 502; the script takes each process out of nginx's rotation before it stops, so none
      // does (decision 063).
      { method: 'POST', path: '/api/logout', expected: 200 },
    ];
    const traffic = steadyTraffic(live, asks, 4);
    await waitFor('traffic through nginx', async () => traffic.outcomes.length >= 40);

    const result = await upgrade(live, newRelease);
    const atUpgradeEnd = traffic.outcomes.length;
    await waitFor(
      'traffic after the upgrade',
      async () => traffic.outcomes.length >= atUpgradeEnd + 40,
    );
    await traffic.stop();

    const failed = traffic.outcomes.filter((outcome) => !outcome.ok);
    const byKind = new Map<string, number>();
    for (const { ask, status } of failed) {
      byKind.set(`${status} ${ask}`, (byKind.get(`${status} ${ask}`) ?? 0) + 1);
    }
    const counts = (method: string) => {
      const asked = traffic.outcomes.filter((outcome) => outcome.ask.startsWith(method));
      return `${asked.length} ${method}s (${asked.filter((outcome) => !outcome.ok).length} failed)`;
    };
    const lateRequests = stopped.map(requestsWhileStopping);
    const resent = traffic.outcomes.reduce((sum, outcome) => sum + outcome.resent, 0);
    console.info(
      `upgrade under traffic: ${traffic.outcomes.length} requests through nginx, ${failed.length} failed:` +
        ` ${counts('GET')}, ${counts('POST')}; ${resent} sent again after nginx refused them unprocessed` +
        ` (HTTP/2); requests that reached a stopping process: ${lateRequests.join(' and ')}`,
      Object.fromEntries(byKind),
    );
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('done: every process runs');
    expect(result.output).toContain("out of nginx's rotation");
    expect(failed).toEqual([]);
    // nginx had stopped sending to each process before it was told to stop.
    expect(lateRequests).toEqual([0, 0]);
    // Every process is back in nginx's rotation.
    expect(readFileSync(live.nginx.upstreamFile, 'utf8')).not.toMatch(/\bdown\b/);
  }, 180_000);

  it('runs the new release on both processes, nginx still serving the old release’s asset', async () => {
    const live = cluster as Cluster;
    expect(realpathSync(join(root, 'current'))).toBe(realpathSync(newRelease));
    for (const app of live.apps) {
      // Only the new release's own asset: the process runs the new build.
      expect((await request(`${app.baseUrl}/assets/${OLD_ASSET.name}`)).status).toBe(404);
      expect((await request(`${app.baseUrl}/assets/${NEW_ASSET.name}`)).status).toBe(200);
    }
    const kept = await request(`${live.nginx.httpsUrl}/assets/${OLD_ASSET.name}`, {
      ca: live.nginx.ca,
    });
    expect(kept.status).toBe(200);
    expect(kept.text()).toBe(OLD_ASSET.content);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
