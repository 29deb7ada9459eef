// The upload sweep, with each file store: it removes stored files that no row names (an upload whose
// row was never written, e.g. a crash between the two) once they are past a grace period, and
// uploads never attached to an application after a day, row and file; it never removes a file a
// row names, a fresh upload on its way to being attached, or an object that is not an upload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { startFakeS3, type FakeS3 } from '../../../test/support/fake-s3';
import { createDiskFileStore } from '../../adapters/files/disk-file-store';
import type { FileStore } from '../../adapters/files/file-store';
import { createS3FileStore } from '../../adapters/files/s3-file-store';
import { applications, documents } from '../../db/schema';
import { newUploadKey } from './attach';
import { insertDocument } from './uploads.repository';
import { createUploadSweep, ORPHAN_FILE_GRACE_MS, UNATTACHED_UPLOAD_MAX_AGE_MS } from './sweep';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

let fake: FakeS3;
let diskDir: string;

beforeAll(async () => {
  fake = await startFakeS3();
  diskDir = mkdtempSync(join(tmpdir(), 'portico-sweep-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(diskDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.reset();
  rmSync(diskDir, { recursive: true, force: true });
});

const stores: Record<'disk' | 's3', () => FileStore> = {
  disk: () => createDiskFileStore(diskDir),
  s3: () =>
    createS3FileStore({
      bucket: fake.bucket,
      endpoint: fake.endpoint,
      region: 'auto',
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    }),
};

async function storedKeys(files: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of files.list()) keys.push(file.key);
  return keys.sort();
}

async function rowKeys(keys: string[]): Promise<string[]> {
  const rows = await t.db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return rows.map((row) => row.key).sort();
}

describe('the grace periods', () => {
  it('leave an hour between storing a file and writing its row, a day to attach an upload', () => {
    expect(ORPHAN_FILE_GRACE_MS).toBe(HOUR);
    expect(UNATTACHED_UPLOAD_MAX_AGE_MS).toBe(24 * HOUR);
  });
});

describe.each(['disk', 's3'] as const)('the upload sweep with the %s store', (kind) => {
  it('removes orphaned files and stale unattached uploads, and nothing else', async () => {
    const files = stores[kind]();
    const [application] = await t.db.select({ id: applications.id }).from(applications).limit(1);
    if (!application) throw new Error('no seeded application');
    const t0 = new Date();
    const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
    const stored = async () => {
      const key = newUploadKey('pdf');
      await files.put(key, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
      return key;
    };
    const recorded = async (values: Partial<typeof documents.$inferInsert>) => {
      const key = await stored();
      await insertDocument(t.db, {
        field: 'moa',
        storageKey: key,
        originalName: 'moa.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 8,
        applicationId: null,
        ...values,
      });
      return key;
    };

    const attached = await recorded({ applicationId: application.id, createdAt: at(-72) });
    const superseded = await recorded({
      applicationId: application.id,
      createdAt: at(-72),
      replacedAt: at(-48),
    });
    const waiting = await recorded({ createdAt: t0 }); // uploaded, the form not saved yet
    const abandoned = await recorded({ createdAt: at(-25) });
    const orphan = await stored(); // stored; its row was never written
    // Not an upload's name: whatever else lives beside the uploads is left alone.
    await files.put('notes.txt', Buffer.from('kept'), { contentType: 'text/plain' });
    const sweep = (now: Date) =>
      createUploadSweep({ db: t.db, files, now: () => now, logger: t.app.log }).run();

    // Half an hour on, the orphan may still be an upload whose row is about to be written.
    expect(await sweep(at(0.5))).toEqual({ unattachedRemoved: 1, orphanFilesRemoved: 0 });
    expect(await storedKeys(files)).toEqual(
      [attached, superseded, waiting, orphan, 'notes.txt'].sort(),
    );
    expect(await rowKeys([attached, superseded, waiting, abandoned])).toEqual(
      [attached, superseded, waiting].sort(),
    );

    // Two hours on, it is an orphan.
    expect(await sweep(at(2))).toEqual({ unattachedRemoved: 0, orphanFilesRemoved: 1 });
    expect(await storedKeys(files)).toEqual([attached, superseded, waiting, 'notes.txt'].sort());

    // A day on, the upload still not attached goes too; what rows name stays.
    expect(await sweep(at(25))).toEqual({ unattachedRemoved: 1, orphanFilesRemoved: 0 });
    expect(await storedKeys(files)).toEqual([attached, superseded, 'notes.txt'].sort());
    expect(await rowKeys([attached, superseded, waiting])).toEqual([attached, superseded].sort());
  });
});

describe('the scheduled sweep', () => {
  it('runs with the other jobs, on the app’s own store', async () => {
    const key = newUploadKey('pdf');
    await t.app.files.put(key, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    await insertDocument(t.db, {
      field: 'moa',
      storageKey: key,
      originalName: 'moa.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 8,
      applicationId: null,
      createdAt: new Date(Date.now() - 2 * UNATTACHED_UPLOAD_MAX_AGE_MS),
    });
    await t.app.scheduler.runAll();
    expect(await t.db.select().from(documents).where(eq(documents.storageKey, key))).toEqual([]);
    expect(await t.app.files.get(key)).toBeNull();
  });
});
