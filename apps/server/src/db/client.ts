// Opens the database the configuration names: embedded PGlite in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both speak the same SQL, so repositories see one type and one set of migrations.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { acquireLock } from './lock';
/**
 * The one database type every repository takes, whichever driver is underneath. Built without the
 * schema: the app writes its queries with the query builder and SQL, never drizzle's relational
 * `db.query`, which would construct a builder for every table at each `db.transaction()`.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** What a service passes to repositories inside `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository accepts either, so it can join a caller's transaction. */
export type Executor = Database | Transaction;

export type DriverName = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DriverName;
  /** Applies the migrations not applied yet (what openDatabase does unless told not to). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'migrationsDir'> &
  Partial<Pick<Config, 'databasePoolSize'>>;

/** The pool size when the configuration names none (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 20;

const drivers = new WeakMap<object, DriverName>();
const pools = new WeakMap<object, pg.Pool>();

/** A PostgreSQL pool's connections: open, idle, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

/** The pool under a PostgreSQL database that openDatabase() returned (metrics); undefined for PGlite. */
export function poolStatsOf(db: Executor): (() => PoolStats) | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

/**
 * The driver under a database that openDatabase() returned; undefined for anything else (e.g. a
 * transaction). For the few statements that are prepared differently on each driver.
 */
export function driverOf(db: Executor): DriverName | undefined {
  return drivers.get(db);
}

export type OpenOptions = {
  /** PGlite only: keep the database in memory (tests); no files, no lock. */
  inMemory?: boolean;
  /** Default true. */
  migrate?: boolean;
  /** PGlite only: start from a data directory dumped with dumpDataDir() (tests). */
  loadDataDir?: Blob;
  /** PostgreSQL only: a pooled connection failed while idle (the pool replaces it). */
  onError?: (error: Error) => void;
};

export const PGLITE_DIR = 'pglite';
export const PGLITE_LOCK_FILE = 'pglite.lock';

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? openPostgres(
        config.databaseUrl,
        config.databasePoolSize ?? DEFAULT_POOL_SIZE,
        options.onError,
      )
    : await openPglite(config.dataDir, options);
  drivers.set(handle.db, handle.driver);
  if (options.migrate ?? true) {
    try {
      await handle.migrate(config.migrationsDir);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return {
    db: handle.db,
    driver: handle.driver,
    migrate: () => handle.migrate(config.migrationsDir),
    close: handle.close,
  };
}

type OpenedHandle = Omit<DatabaseHandle, 'migrate'> & { migrate(folder: string): Promise<void> };

async function openPglite(dataDir: string, options: OpenOptions): Promise<OpenedHandle> {
  let release = () => {};
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    mkdirSync(dataDir, { recursive: true });
    const lock = acquireLock(join(dataDir, PGLITE_LOCK_FILE), dataDir);
    release = lock.release;
    try {
      client = await PGlite.create(join(dataDir, PGLITE_DIR), {
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzlePglite({ client });
  let closed = false;
  return {
    // PgliteDatabase is a PgDatabase whose result type is PGlite's; repositories only use the
    // driver-neutral query builder, so the common type is safe.
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

function openPostgres(
  url: string,
  poolSize: number,
  onError: OpenOptions['onError'],
): OpenedHandle {
  // A bounded connect time keeps /api/health (and requests) from hanging while PostgreSQL is down;
  // it is also how long a request may queue for a free connection under load. Twenty connections
  // keep a save transaction per concurrent request without waiting (decision 012).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener an idle client losing its connection would crash the process; the pool
  // replaces the client and the next query reconnects.
  pool.on('error', (error) => onError?.(error));
  const db = drizzlePg({ client: pool });
  pools.set(db, pool);
  let closed = false;
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: (migrationsFolder) => migrateUnderLock(pool, migrationsFolder),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Any constant works; every process that migrates must use the same one (the seed takes 7_413_001).
 * Session-level, so it is PostgreSQL itself that lets go if the process dies mid-migration.
 */
export const MIGRATION_LOCK_KEY = 7_413_000;

/**
 * Drizzle's migrator creates its schema and table "if not exists" and applies whatever is newer than
 * the last row, with no lock: two processes starting together on one database both apply the same
 * migrations and one crashes (duplicate key on pg_namespace, column already exists). One dedicated
 * connection takes an advisory lock and migrates; the others wait for it, then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed is destroyed rather than pooled (its session, and lock, end with it).
    connection.release(broken);
  }
}

/**
 * Rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, but the shared database type
 * cannot say so (its result type is driver-specific).
 */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
