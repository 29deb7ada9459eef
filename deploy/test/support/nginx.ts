// Debian's nginx running deploy/nginx/portico.conf, the site an operator installs, and its upstream
// include (deploy/nginx/portico-upstream.conf) with this run's ports and a throwaway certificate in
// place of the host's: the same proxying, headers and TLS.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitFor } from './ports';

const SITE = resolve(import.meta.dirname, '../../nginx/portico.conf');
const UPSTREAM = resolve(import.meta.dirname, '../../nginx/portico-upstream.conf');
/** Where the site includes its upstream's processes from, as an operator installs it. */
const UPSTREAM_INCLUDE = 'include /etc/nginx/portico-upstream.conf;';
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type Nginx = {
  httpsUrl: string;
  httpUrl: string;
  ca: string;
  /** Stands for /etc/nginx/portico-upstream.conf (deploy/upgrade.sh's PORTICO_UPSTREAM_FILE). */
  upstreamFile: string;
  /** Stands for /run/nginx.pid (PORTICO_NGINX_PID): the master's pid. */
  pidFile: string;
  /** Stands for `systemctl reload nginx` (PORTICO_NGINX_RELOAD), a shell command. */
  reloadCommand: string;
  /** The site's own access log, in the site's log format. */
  accessLog(): string;
  stop(): Promise<void>;
};

/** The shipped upstream include with this run's app ports, each line with its shipped parameters. */
export function upstreamFor(upstreams: number[]): string {
  const include = readFileSync(UPSTREAM, 'utf8');
  const parameters = /^server 127\.0\.0\.1:\d+( [^;\n]*)?;/m.exec(include)?.[1] ?? '';
  const servers = upstreams.map((port) => `server 127.0.0.1:${port}${parameters};`).join('\n');
  return include.replace(/(^server 127\.0\.0\.1:\d+[^\n]*\n)+/m, `${servers}\n`);
}

/** The site file with its placeholders (host name, upstream include, listen ports, certificate) replaced. */
export function siteFor(options: {
  upstreamFile: string;
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
  acmeRoot: string;
  logDir: string;
  /** Stands for /var/www/portico: its assets/ folder holds the assets releases left. */
  keptAssetsRoot: string;
}): string {
  const site = readFileSync(SITE, 'utf8');
  if (!site.includes(UPSTREAM_INCLUDE)) throw new Error(`the site lacks \`${UPSTREAM_INCLUDE}\``);
  return site
    .replace(UPSTREAM_INCLUDE, `include ${options.upstreamFile};`)
    .replaceAll('listen 80;', `listen 127.0.0.1:${options.httpPort};`)
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${options.httpsPort} ssl http2;`)
    .replace(/\n\s*listen \[::\]:[^\n]*/g, '')
    .replaceAll('portico.example.org', '127.0.0.1')
    .replace(/ssl_certificate [^;]+;/, `ssl_certificate ${options.certificate};`)
    .replace(/ssl_certificate_key [^;]+;/, `ssl_certificate_key ${options.key};`)
    .replace('root /var/www/letsencrypt;', `root ${options.acmeRoot};`)
    .replace('root /var/www/portico;', `root ${options.keptAssetsRoot};`)
    .replace('/var/log/nginx/', `${options.logDir}/`);
}

/** nginx in front of the app ports, HTTPS on `httpsPort` (the PUBLIC_URL the apps were given). */
export async function startNginx(
  upstreams: number[],
  httpsPort: number,
  keptAssetsRoot?: string,
): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'portico-nginx-'));
  for (const dir of ['logs', 'temp', 'acme', 'www/assets'])
    mkdirSync(join(prefix, dir), { recursive: true });
  const certificate = join(prefix, 'cert.pem');
  const key = join(prefix, 'key.pem');
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
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const httpPort = await freePort();
  const upstreamFile = join(prefix, 'portico-upstream.conf');
  writeFileSync(upstreamFile, upstreamFor(upstreams));
  const site = siteFor({
    upstreamFile,
    httpPort,
    httpsPort,
    certificate,
    key,
    acmeRoot: join(prefix, 'acme'),
    logDir: join(prefix, 'logs'),
    keptAssetsRoot: keptAssetsRoot ?? join(prefix, 'www'),
  });
  writeFileSync(join(prefix, 'portico.conf'), site);
  const temp = join(prefix, 'temp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
error_log ${join(prefix, 'logs/error.log')} warn;
pid ${join(prefix, 'nginx.pid')};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log ${join(prefix, 'logs/access.log')};
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${join(prefix, 'portico.conf')};
}
`,
  );
  const config = join(prefix, 'nginx.conf');
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const httpsUrl = `https://127.0.0.1:${httpsPort}`;
  const ca = readFileSync(certificate, 'utf8');
  await waitFor('nginx', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const { connect } = await import('node:net');
    return new Promise<boolean>((done) => {
      const socket = connect(httpsPort, '127.0.0.1', () => {
        socket.end();
        done(true);
      });
      socket.on('error', () => done(false));
    });
  });
  return {
    httpsUrl,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca,
    upstreamFile,
    pidFile: join(prefix, 'nginx.pid'),
    reloadCommand: `${NGINX_PATH} -p ${prefix} -c ${config} -s reload`,
    accessLog: () => readFileSync(join(prefix, 'logs/portico.access.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
