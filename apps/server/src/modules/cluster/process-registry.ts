// Which server processes share this PostgreSQL database (decision 027). Each process registers itself
// in `server_processes` and refreshes `last_seen` while it runs; one not seen for a minute is gone.
// Uploads are the state that does not live in the database: an upload one process stored must be
// readable by every other. So a process also leaves a marker object in its file store, and on joining
// looks for each live process's marker in its own: found, the two read the same disk folder or bucket
// (one host's DATA_DIR, a shared mount, one S3 bucket); missing, an applicant's document would vanish
// whenever the other process answered. A production process then refuses to start; elsewhere it warns.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import { UPLOADS_DIR, type FileStore } from '../../adapters/files/file-store';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { serverProcesses } from '../../db/schema';

/** A process whose row was refreshed within this is alive. */
export const LIVE_WITHIN_MS = 60_000;
/** How often a process refreshes its row: several times within LIVE_WITHIN_MS. */
export const HEARTBEAT_MS = 15_000;
/** Rows of processes gone this long (they crashed; a process that stops removes its own) go. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export type JoinOptions = {
  db: Database;
  files: FileStore;
  /** Where `files` keeps uploads (named in the refusal). */
  location: StoreLocation;
  /** Refuse to start beside a process that cannot read our uploads (else: warn). */
  production: boolean;
  logger: FastifyBaseLogger;
  heartbeatMs?: number;
  /** Default: this process. */
  identity?: { pid: number; host: string };
};

export type StoreLocation = { kind: 'disk'; folder: string } | { kind: 's3'; bucket: string };

/** Where the configured file store keeps uploads. */
export function storeLocationOf(config: Pick<Config, 'dataDir' | 'files'>): StoreLocation {
  return config.files.driver === 's3'
    ? { kind: 's3', bucket: config.files.bucket }
    : { kind: 'disk', folder: join(config.dataDir, UPLOADS_DIR) };
}

export type ClusterMember = { id: string; leave(): Promise<void> };

export class UnsharedFileStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsharedFileStoreError';
  }
}

/** The marker object a process leaves in its file store (a storage key uploads never use). */
export function markerKey(processId: string): string {
  return `portico-process-${processId}`;
}

type ProcessRow = typeof serverProcesses.$inferSelect;

async function canRead(files: FileStore, key: string): Promise<boolean> {
  const body = await files.get(key);
  body?.destroy();
  return body !== null;
}

function inWords(location: StoreLocation): string {
  return location.kind === 's3'
    ? `in S3 bucket ${location.bucket}`
    : `on this server's disk, in ${location.folder}`;
}

function refusal(other: ProcessRow, options: JoinOptions, seenAgoMs: number): string {
  return (
    `Another Portico process (pid ${other.pid} on ${other.host}, last seen ` +
    `${Math.round(seenAgoMs / 1000)} s ago) uses this database, but the two cannot read each ` +
    `other's uploads (this one stores them ${inWords(options.location)}). Give every process the same ` +
    'FILES_S3_BUCKET (or one DATA_DIR they all share), or run a single process.'
  );
}

/**
 * Registers this process and checks that every live process reads the same file store; refuses (in
 * production) before the process serves anything. The row is refreshed until leave().
 */
export async function joinCluster(options: JoinOptions): Promise<ClusterMember> {
  const { db, files, logger } = options;
  const id = randomUUID();
  const identity = options.identity ?? { pid: process.pid, host: hostname() };
  const marker = markerKey(id);

  // The marker first, then the row: whoever sees the row can look for the marker.
  await files.put(marker, Buffer.from(`${identity.host} ${identity.pid}\n`), {
    contentType: 'text/plain',
  });
  const register = () =>
    db
      .insert(serverProcesses)
      .values({ id, ...identity, fileStore: options.location.kind })
      .onConflictDoUpdate({ target: serverProcesses.id, set: { lastSeen: sql`now()` } });
  const removeTraces = async () => {
    await db.delete(serverProcesses).where(eq(serverProcesses.id, id));
    await files.delete(marker);
  };

  try {
    await register();
    await forgetLongGone(options);
    const others = await db
      .select({
        row: serverProcesses,
        seenAgoMs: sql<number>`(extract(epoch from now() - ${serverProcesses.lastSeen}) * 1000)::int`,
      })
      .from(serverProcesses)
      .where(
        and(
          ne(serverProcesses.id, id),
          gt(serverProcesses.lastSeen, sql`now() - ${LIVE_WITHIN_MS} * interval '1 millisecond'`),
        ),
      );
    for (const { row, seenAgoMs } of others) {
      if (await canRead(files, markerKey(row.id))) continue;
      const message = refusal(row, options, seenAgoMs);
      if (options.production) throw new UnsharedFileStoreError(message);
      logger.warn(message);
    }
    if (others.length > 0) {
      logger.info(
        { processes: others.length + 1 },
        `${others.length + 1} server processes use this database; uploads are stored ${inWords(options.location)}`,
      );
    }
  } catch (error) {
    await removeTraces().catch(() => {});
    throw error;
  }

  // Refreshed until leave(); a row removed meanwhile (by hand) is written again.
  const timer = setInterval(() => {
    register().catch((error: unknown) =>
      logger.warn({ err: error }, 'could not refresh this process in server_processes'),
    );
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    async leave() {
      clearInterval(timer);
      await removeTraces();
    },
  };
}

/** Rows (and markers, where this store can reach them) of processes that crashed long ago. */
async function forgetLongGone({ db, files }: JoinOptions): Promise<void> {
  const gone = await db
    .delete(serverProcesses)
    .where(lt(serverProcesses.lastSeen, sql`now() - ${FORGET_AFTER_MS} * interval '1 millisecond'`))
    .returning({ id: serverProcesses.id });
  for (const { id } of gone) await files.delete(markerKey(id)).catch(() => {});
}
