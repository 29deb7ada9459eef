// `backup <dir>` then `restore <dir>` into a new PostgreSQL database and a new file store (a folder on
// disk, a bucket on s3rver): an application, its uploads and an invoice PDF read back byte for byte,
// and a restore under another APP_SECRET refused unless accepted. PostgreSQL only (pg_dump).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { getTestDatabase } from '../../test/support/database';
import { createEmptyPostgresDatabase } from '../../test/support/empty-database';
import { insertInvoice } from '../../test/support/invoice-fixtures';
import { seededMember } from '../../test/support/payment-fixtures';
import { testConfig } from '../../test/support/prepare';
import { staffBearer } from '../../test/support/tokens';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { documents } from '../db/schema';
import { runCli } from './program';

const onPostgres = inject('testDatabase').driver === 'postgres';
const SECRET = randomBytes(32).toString('hex');
let work = '';
let s3: S3rver | undefined;
let s3Endpoint = '';

beforeAll(async () => {
  if (!onPostgres) return;
  work = mkdtempSync(join(tmpdir(), 'portico-backup-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(work, 's3rver'),
    configureBuckets: ['backed-up', 'restored'].map((name) => ({ name, configs: [] })),
  });
  const { port } = (await s3.run()) as { port: number };
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

type Env = Record<string, string>;

/** The settings of one installation: its database, its file store, its APP_SECRET. */
function installation(databaseUrl: string, store: 'disk' | 's3', name: string, secret = SECRET) {
  const env: Env = { NODE_ENV: 'test', DATABASE_URL: databaseUrl, APP_SECRET: secret };
  env.DATA_DIR = join(work, `${store}-${name}`);
  if (store === 's3') {
    Object.assign(env, {
      FILES_S3_BUCKET: name,
      FILES_S3_ENDPOINT: s3Endpoint,
      FILES_S3_ACCESS_KEY_ID: 'S3RVER',
      FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }
  return env;
}

async function portico(env: Env, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env: { ...env, WEB_DIST_DIR: join(work, 'no-web-dist') },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    actor: 'cli:operator',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** What a reader of the portal sees of the application, its uploads and the invoice. */
async function readBack(app: App, db: Database, applicationId: number, invoiceRef: string) {
  const admin = await staffBearer(app, db, 'admin@example.com');
  const application = await app.inject({
    url: `/api/staff/applications/${applicationId}`,
    headers: admin,
  });
  expect(application.statusCode, application.body).toBe(200);
  const urls = [...new Set(application.body.match(/\/api\/files\/[A-Za-z0-9._-]+/g) ?? [])].sort();
  const uploads: Buffer[] = [];
  for (const url of urls) {
    const file = await app.inject({ url, headers: admin });
    expect(file.statusCode, url).toBe(200);
    uploads.push(file.rawPayload);
  }
  const { auth } = await seededMember(app, db, 'active@example.com');
  const invoice = await app.inject({ url: `/api/order/view/${invoiceRef}`, headers: auth });
  expect(invoice.statusCode, invoice.body).toBe(200);
  return { application: application.json<unknown>(), urls, uploads, invoice: invoice.rawPayload };
}

async function appOn(env: Env, db: Database, driver: 'postgres' | 'pglite') {
  const app = await buildApp({ config: testConfig(env), db, driver });
  await app.ready();
  return app;
}

describe.skipIf(!onPostgres).each(['disk', 's3'] as const)('backup and restore (%s)', (store) => {
  it('brings an application, its uploads and an invoice PDF back byte for byte', async () => {
    const source = await getTestDatabase();
    await source.reset();
    const sourceEnv = installation(source.config.databaseUrl ?? '', store, 'backed-up');
    const app = await appOn(sourceEnv, source.db, source.driver);
    const target = await createEmptyPostgresDatabase();
    try {
      // The member's application, given two documents stored in the file store.
      const { member } = await seededMember(app, source.db, 'active@example.com');
      const applicationId = member.applicationId ?? 0;
      for (const field of ['address_proof', 'gst_certificate']) {
        const storageKey = `${randomBytes(16).toString('hex')}.pdf`;
        const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000)]);
        await app.files.put(storageKey, bytes, { contentType: 'application/pdf' });
        await source.db.insert(documents).values({
          applicationId,
          field,
          storageKey,
          originalName: `${field}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: bytes.length,
          uploadedBy: 'staff:1',
        });
      }
      await insertInvoice(source.db, {
        memberEmail: 'active@example.com',
        invoiceNumber: 'PT/2026-27/0901',
        paidAt: new Date(),
        taxablePaise: 100_000,
      });
      const before = await readBack(app, source.db, applicationId, String(applicationId));
      expect(before.uploads.length).toBeGreaterThan(0);

      const dir = join(work, `backup-${store}`);
      const backup = await portico(sourceEnv, ['backup', dir]);
      expect(backup.code, backup.err).toBe(0);

      const targetEnv = installation(target.url, store, 'restored');
      const otherSecret = { ...targetEnv, APP_SECRET: randomBytes(32).toString('hex') };
      const refused = await portico(otherSecret, ['restore', dir]);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('APP_SECRET differs from the one this backup was made with');

      const restored = await portico(targetEnv, ['restore', dir]);
      expect(restored.code, restored.err).toBe(0);
      const again = await portico(targetEnv, ['restore', dir]);
      expect(again.err).toContain('already holds Portico tables');
      const replaced = await portico(targetEnv, ['restore', dir, '--replace']);
      expect(replaced.code, replaced.err).toBe(0);

      const handle = await openDatabase(testConfig(targetEnv), { migrate: false });
      const restoredApp = await appOn(targetEnv, handle.db, handle.driver);
      try {
        const after = await readBack(restoredApp, handle.db, applicationId, String(applicationId));
        expect(after.application).toEqual(before.application);
        expect(after.urls).toEqual(before.urls);
        expect(after.uploads.map((bytes) => bytes.toString('base64'))).toEqual(
          before.uploads.map((bytes) => bytes.toString('base64')),
        );
        expect(after.invoice.equals(before.invoice)).toBe(true);
        expect(after.invoice.subarray(0, 5).toString()).toBe('%PDF-');
      } finally {
        await restoredApp.close();
        await handle.close();
      }
    } finally {
      await app.close();
      await target.drop();
      await source.reset();
    }
  }, 60_000);
});
