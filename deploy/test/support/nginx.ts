// Debian's nginx running deploy/nginx/portico.conf, the site an operator installs, with this run's
// ports and a throwaway certificate in place of the host's: the same proxying, headers and TLS.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitFor } from './ports';

const SITE = resolve(import.meta.dirname, '../../nginx/portico.conf');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type Nginx = {
  httpsUrl: string;
  httpUrl: string;
  ca: string;
  /** The site's own access log, in the site's log format. */
  accessLog(): string;
  stop(): Promise<void>;
};

/** The site file with its placeholders (host name, app ports, listen ports, certificate) replaced. */
export function siteFor(options: {
  upstreams: number[];
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
  // Each process's line as the site has it (its parameters), with this run's port.
  const parameters = / {4}server 127\.0\.0\.1:\d+( [^;\n]*)?;/.exec(site)?.[1] ?? '';
  const servers = options.upstreams
    .map((port) => `    server 127.0.0.1:${port}${parameters};`)
    .join('\n');
  return site
    .replace(/( {4}server 127\.0\.0\.1:\d+[^\n]*\n)+/, `${servers}\n`)
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
  const site = siteFor({
    upstreams,
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
  const child = spawn(
    NGINX_PATH,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
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
