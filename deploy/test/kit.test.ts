// The files of the deployment kit that the cluster test does not run itself are at least what their
// tools accept: the compose file's nginx site passes `nginx -t`, the systemd unit passes
// `systemd-analyze verify`, and the compose file wires two app processes to one database and one
// bucket. (No Docker engine runs on these machines, so the image itself is built only by operators.)
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readEnvironmentFile } from '../../apps/server/src/config/environment-file';
import { NGINX_PATH } from './support/nginx';
import { filledEnvExample, unitInstance } from './support/systemd-unit';

const DEPLOY = resolve(import.meta.dirname, '..');

function scratch(): { dir: string; [Symbol.dispose](): void } {
  const dir = mkdtempSync(join(tmpdir(), 'portico-kit-'));
  return { dir, [Symbol.dispose]: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('the deployment kit', () => {
  it('has an env example that systemd and a POSIX shell read alike, without PORT or HOST', () => {
    const example = join(DEPLOY, 'portico.env.example');
    const systemd = readEnvironmentFile(readFileSync(example, 'utf8'));
    expect(systemd.problems).toEqual([]);
    // What `set -a; . portico.env` exports, as docs/deploy.md has the operator do; a line the shell
    // cannot parse stops it there (exit code not 0) and every later line is silently lost.
    const shell = spawnSync('/bin/sh', ['-c', 'set -ae; . "$1"; set +a; env -0', 'sh', example], {
      encoding: 'utf8',
      env: {},
    });
    expect(shell.status).toBe(0);
    const exported = Object.fromEntries(
      shell.stdout
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const [name, value] of Object.entries(systemd.values)) {
      expect({ name, value: exported[name] }).toEqual({ name, value });
    }
    expect(Object.keys(systemd.values)).toContain('MAIL_FROM');
  });

  it('gives each instance of the unit its own port once the env file is read over the unit', () => {
    // The cluster test starts its processes this way too; this is the cheap, early check.
    const envFile = filledEnvExample({ DATABASE_URL: 'postgres://portico@127.0.0.1/portico' });
    const instances = ['3001', '3002'].map(
      (port) => unitInstance(port, envFile, '/opt/portico').env,
    );
    expect(instances.map(({ PORT, HOST }) => ({ PORT, HOST }))).toEqual([
      { PORT: '3001', HOST: '127.0.0.1' },
      { PORT: '3002', HOST: '127.0.0.1' },
    ]);
  });

  it.skipIf(!existsSync(NGINX_PATH))('has a compose nginx site that nginx accepts', () => {
    using work = scratch();
    const { dir } = work;
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'privkey.pem'),
        '-out',
        join(dir, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    // The containers' names and ports become this machine's; everything else is tested as shipped.
    const site = readFileSync(join(DEPLOY, 'compose/nginx.conf'), 'utf8')
      .replaceAll(/server app\d:3000/g, 'server 127.0.0.1:3000')
      .replaceAll('/etc/nginx/certs', dir)
      .replaceAll('/var/log/nginx/', `${dir}/`)
      .replace('listen 80;', 'listen 127.0.0.1:18080;')
      .replace('listen 443 ssl http2;', 'listen 127.0.0.1:18443 ssl http2;');
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {}
       http { include /etc/nginx/mime.types; access_log off; include ${dir}/site.conf; }`,
    );
    const output = execFileSync(NGINX_PATH, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toBe('');
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))(
    'has a systemd unit that systemd accepts',
    () => {
      using work = scratch();
      copyFileSync(join(DEPLOY, 'systemd/portico@.service'), join(work.dir, 'portico@.service'));
      copyFileSync(
        join(DEPLOY, 'systemd/portico@.service'),
        join(work.dir, 'portico@3001.service'),
      );
      // It reports what it ignores (a misspelt setting) on stderr and still exits 0.
      const verified = spawnSync(
        '/usr/bin/systemd-analyze',
        ['verify', '--man=no', join(work.dir, 'portico@3001.service')],
        { encoding: 'utf8' },
      );
      expect({ status: verified.status, stderr: verified.stderr }).toEqual({
        status: 0,
        stderr: '',
      });
    },
  );

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))(
    'has a nightly backup timer and service that systemd accepts',
    () => {
      using work = scratch();
      const units = ['portico-backup.service', 'portico-backup.timer'];
      for (const unit of units) copyFileSync(join(DEPLOY, 'systemd', unit), join(work.dir, unit));
      const verified = spawnSync(
        '/usr/bin/systemd-analyze',
        ['verify', '--man=no', ...units.map((unit) => join(work.dir, unit))],
        { encoding: 'utf8' },
      );
      expect({ status: verified.status, stderr: verified.stderr }).toEqual({
        status: 0,
        stderr: '',
      });
      const service = readFileSync(join(DEPLOY, 'systemd/portico-backup.service'), 'utf8');
      expect(service).toContain('apps/server/dist/cli.js backup');
      expect(service).toContain('EnvironmentFile=/etc/portico/portico.env');
    },
  );

  it('has a compose file with two app processes on one database and one bucket, migrated first', () => {
    type Service = {
      build?: { dockerfile?: string };
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }>;
      command?: string[];
    };
    const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), {
      merge: true,
    }) as { services: Record<string, Service> };
    const { app1, app2, migrate } = compose.services;
    for (const app of [app1, app2]) {
      expect(app?.build?.dockerfile).toBe('deploy/Dockerfile');
      expect(app?.environment?.DATABASE_URL).toContain('@postgres:5432/portico');
      expect(app?.environment?.FILES_S3_ENDPOINT).toBe('http://minio:9000');
      expect(app?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    }
    expect(migrate?.command).toEqual(['node', 'apps/server/dist/cli.js', 'migrate']);
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'minio', 'nginx']),
    );
  });
});
