// Several server processes on one database must store uploads where all of them can read them
// (decision 027): each process registers itself and leaves a marker in its file store, and a
// production process that cannot see a live process's marker (or whose marker that process could not
// see) refuses to start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { startFakeS3, type FakeS3 } from '../../../test/support/fake-s3';
import { createDiskFileStore } from '../../adapters/files/disk-file-store';
import type { FileStore } from '../../adapters/files/file-store';
import { createS3FileStore } from '../../adapters/files/s3-file-store';
import { createLogger } from '../../app';
import { serverProcesses } from '../../db/schema';
import {
  joinCluster,
  markerKey,
  UnsharedFileStoreError,
  type ClusterMember,
  type JoinOptions,
} from './process-registry';

const t = useTestApp();

let fake: FakeS3;
let root: string;
const joined: ClusterMember[] = [];

beforeAll(async () => {
  fake = await startFakeS3();
  root = mkdtempSync(join(tmpdir(), 'portico-cluster-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(async () => {
  for (const member of joined.splice(0)) await member.leave();
  fake.reset();
});

type Store = Pick<JoinOptions, 'files' | 'location'>;

const disk = (name: string): Store => ({
  files: createDiskFileStore(join(root, name)),
  location: { kind: 'disk', folder: join(root, name) },
});
const s3 = (): Store => ({
  files: createS3FileStore({
    bucket: fake.bucket,
    endpoint: fake.endpoint,
    region: 'auto',
    credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  }),
  location: { kind: 's3', bucket: fake.bucket },
});

async function join_(store: Store, options: Partial<JoinOptions> = {}): Promise<ClusterMember> {
  const member = await joinCluster({
    db: t.db,
    production: true,
    logger: t.app.log,
    identity: { pid: 1000 + joined.length, host: `host-${joined.length}` },
    ...store,
    ...options,
  });
  joined.push(member);
  return member;
}

async function exists(files: FileStore, key: string): Promise<boolean> {
  const body = await files.get(key);
  body?.destroy();
  return body !== null;
}

const rows = () => t.db.select().from(serverProcesses);

describe('joinCluster in production', () => {
  it('refuses a process on another disk, and one on S3 beside a process on disk', async () => {
    const first = await join_(disk('a'));
    const elsewhere = disk('b');
    const refused = await join_(elsewhere).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnsharedFileStoreError);
    expect((refused as Error).message).toMatch(
      /^Another Portico process \(pid 1000 on host-0, last seen \d+ s ago\) uses this database, but the two cannot read each other's uploads \(this one stores them on this server's disk, in \S+\/b\)\. Give every process the same FILES_S3_BUCKET/,
    );
    await expect(join_(s3())).rejects.toThrow(/this one stores them in S3 bucket portico-test/);
    // The refused processes left nothing behind; the first is still registered.
    expect((await rows()).map((row) => row.id)).toEqual([first.id]);
    expect(await exists(elsewhere.files, markerKey(first.id))).toBe(false);
  });

  it('lets processes that share one disk folder or one bucket in', async () => {
    await join_(disk('shared'));
    await join_(disk('shared'));
    expect(await rows()).toHaveLength(2);
    for (const member of joined.splice(0)) await member.leave();
    await join_(s3());
    await join_(s3());
    expect(await rows()).toHaveLength(2);
  });

  it('ignores a process not seen for a minute, and forgets one gone for a day', async () => {
    const gone = await join_(disk('c'));
    await t.db
      .update(serverProcesses)
      .set({ lastSeen: sql`now() - interval '61 seconds'` })
      .where(eq(serverProcesses.id, gone.id));
    const next = await join_(disk('d'));
    expect((await rows()).map((row) => row.id).sort()).toEqual([gone.id, next.id].sort());

    await t.db
      .update(serverProcesses)
      .set({ lastSeen: sql`now() - interval '25 hours'` })
      .where(eq(serverProcesses.id, gone.id));
    const third = await join_(disk('d'));
    expect((await rows()).map((row) => row.id).sort()).toEqual([next.id, third.id].sort());
  });
});

describe('joinCluster', () => {
  it('outside production only warns', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'warn' },
      {
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
      },
    );
    await join_(disk('e'));
    await join_(disk('f'), { production: false, logger });
    expect(await rows()).toHaveLength(2);
    expect(lines.join('')).toContain('cannot read each other');
  });

  it('keeps its row fresh while it runs, and leaves no row or marker behind', async () => {
    const store = disk('g');
    const member = await join_(store, { heartbeatMs: 20 });
    const [before] = await rows();
    await vi.waitFor(async () => {
      const [after] = await rows();
      expect(after!.lastSeen.getTime()).toBeGreaterThan(before!.lastSeen.getTime());
    });
    expect(await exists(store.files, markerKey(member.id))).toBe(true);

    await member.leave();
    expect(await rows()).toEqual([]);
    expect(await exists(store.files, markerKey(member.id))).toBe(false);
  });
});
