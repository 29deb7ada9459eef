// The deployment docs/deploy.md describes, started here: an empty PostgreSQL database, an S3-compatible
// store, an SMTP server and an SMS gateway that keep what they are sent, two app processes in
// production mode started at the same moment, and Debian's nginx in front of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, waitReady, REPO_ROOT, type AppProcess } from './app-process';
import { NGINX_PATH, startNginx, type Nginx } from './nginx';
import { freePort } from './ports';
import { ADMIN_URL, emptyDatabase, query } from './postgres';
import { startS3, type LocalS3 } from './s3';
import { startSmtp, type Mail } from './smtp';
import { filledEnvExample, PRODUCTION_NODE } from './systemd-unit';

/** What the generic DLT gateway is sent (apps/server/src/adapters/sms/dlt-gateway-transport.ts). */
export type Sms = { to: string; text: string; template_id: string; sender_id: string };

/** Every SMS kind needs its registered DLT template (deploy/portico.env.example). */
const SMS_KINDS = [
  'VERIFICATION_CODE',
  'LOGIN_CODE',
  'CHANGES_REQUESTED',
  'REJECTED',
  'APPROVED_FOR_PAYMENT',
  'RENEWAL_REMINDER',
] as const;

export type Cluster = {
  databaseUrl: string;
  apps: [AppProcess, AppProcess];
  nginx: Nginx;
  s3: LocalS3;
  mails: Mail[];
  sms: Sms[];
  env: Record<string, string>;
  /** The env file both processes were started with: the shipped example, filled in. */
  envFile: string;
  metricsToken: string;
  /** The app processes' ports, in the order of `apps`. */
  ports: [number, number];
  /**
   * `systemctl restart portico@<port>` of process `index`: stopped (it drains), then started from
   * `release`; resolves to the stopped process once the new one is spawned, not yet ready.
   */
  restart(index: 0 | 1, release: string): Promise<AppProcess>;
  /** Runs `npm run portico -- <args>` after `set -a; . <env file>`, as docs/deploy.md has it. */
  portico(...args: string[]): { status: number; stdout: string; stderr: string };
  stop(): Promise<void>;
};

/** A gateway that takes the app's `{ to, text }` POSTs, as an SMS provider's HTTP API would. */
async function startSmsGateway(port: number, sms: Sms[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sms.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Sms);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/**
 * Why the cluster cannot run on this machine (no PostgreSQL answering, no nginx), or null. CI installs
 * both (.ci/run); a laptop without them skips the cluster test with this reason.
 */
export async function clusterUnavailable(): Promise<string | null> {
  if (!existsSync(NGINX_PATH)) return `no nginx at ${NGINX_PATH} (Debian: apt-get install nginx)`;
  try {
    await query(ADMIN_URL, 'select 1');
    return null;
  } catch {
    return `no PostgreSQL answers at ${ADMIN_URL} (set TEST_DATABASE_URL)`;
  }
}

export type ClusterOptions = {
  /** The folder the processes start from (the unit's /opt/portico/current); the checkout by default. */
  release?: string;
  /** Stands for /var/www/portico in the nginx site (its assets/ are the kept ones). */
  keptAssetsRoot?: string;
};

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const stops: Array<() => Promise<void>> = [];
  try {
    const database = await emptyDatabase();
    stops.push(database.drop);
    const s3 = await startS3();
    stops.push(s3.stop);
    const smtp = await startSmtp(await freePort());
    stops.push(smtp.stop);
    const sms: Sms[] = [];
    const smsPort = await freePort();
    const gateway = await startSmsGateway(smsPort, sms);
    stops.push(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

    const stateDirectory = mkdtempSync(join(tmpdir(), 'portico-state-'));
    stops.push(async () => rmSync(stateDirectory, { recursive: true, force: true }));
    const ports: [number, number] = [await freePort(), await freePort()];
    const httpsPort = await freePort();
    const metricsToken = randomBytes(24).toString('hex');
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
      APP_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      SMS_GATEWAY_URL: `http://127.0.0.1:${smsPort}/send`,
      // India's DLT registration, without which production refuses an SMS gateway (decision 041).
      SMS_DLT_ENTITY_ID: '1101234567890123456',
      SMS_SENDER_ID: 'PORTCO',
      ...Object.fromEntries(
        SMS_KINDS.map((kind, index) => [`SMS_DLT_TEMPLATE_${kind}`, `110716${1000 + index}`]),
      ),
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_clusterKey01',
      RAZORPAY_KEY_SECRET: randomBytes(16).toString('hex'),
      RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
      ASSOCIATION_NAME: 'Event Trade Association of India',
      ASSOCIATION_ADDRESS: '12 Marine Drive, Mumbai 400020',
      ASSOCIATION_GSTIN: '27AAPFU0939F1ZV',
      FILES_S3_BUCKET: s3.bucket,
      FILES_S3_ENDPOINT: s3.endpoint,
      FILES_S3_REGION: 'us-east-1',
      FILES_S3_ACCESS_KEY_ID: s3.accessKeyId,
      FILES_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      // Only nginx, on this machine, may name the client in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      JOB_INTERVAL_SECONDS: '5',
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'info',
      // The unit's StateDirectory= (/var/lib/portico) stands here.
      DATA_DIR: stateDirectory,
    };
    // The operator's file: the shipped example with this machine's values, every other line as shipped.
    const envFile = join(stateDirectory, 'portico.env');
    const envFileText = filledEnvExample(env);
    writeFileSync(envFile, envFileText);

    // Both at the same moment, on the empty database: the migrations take turns under their lock.
    const started = ports.map((port, index) =>
      startApp(`app ${index + 1}`, port, envFileText, options.release),
    );
    const apps = started.map(({ app }) => app) as [AppProcess, AppProcess];
    // The processes running now, whichever restart started them.
    stops.push(() => Promise.all(apps.map((app) => app.stop())).then(() => undefined));
    await Promise.all(started.map(({ process, app }) => waitReady(process, app)));

    const nginx = await startNginx(ports, httpsPort, options.keptAssetsRoot);
    stops.push(nginx.stop);

    return {
      databaseUrl: database.url,
      apps,
      nginx,
      s3,
      mails: smtp.mails,
      sms,
      env,
      envFile,
      metricsToken,
      ports,
      async restart(index, release) {
        const stopped = apps[index];
        await stopped.stop();
        apps[index] = startApp(`app ${index + 1}`, ports[index], envFileText, release).app;
        return stopped;
      },
      portico(...args) {
        const result = spawnSync(
          '/bin/sh',
          [
            '-c',
            'set -ae; . "$1"; set +a; shift; exec "$@"',
            'sh',
            envFile,
            PRODUCTION_NODE,
            join(REPO_ROOT, 'scripts/portico.mjs'),
            ...args,
          ],
          { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
        );
        return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
      },
      async stop() {
        for (const stop of stops.reverse()) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}
