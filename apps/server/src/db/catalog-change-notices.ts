// Catalog changes reach every server process (decision 027). A staff edit sends a notice on the
// PostgreSQL channel inside its own transaction, so it is delivered when, and only if, the edit
// commits; each process listens on a connection of its own and empties its category cache when one
// arrives. While that connection is down a process cannot hear edits, so it must not trust its cache:
// `onChange` runs when the connection drops and again once LISTEN is in place (an edit made in
// between was never heard), and `isListening()` is false meanwhile.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Executor } from './client';

export const CATALOG_CHANNEL = 'portico_catalog';
/** The listening connection's application_name (in pg_stat_activity). */
export const CATALOG_LISTENER_NAME = 'portico-catalog-listener';

/** Tells every process the catalog changed; delivered when the caller's transaction commits. */
export async function announceCatalogChange(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

export type CatalogChangeListener = {
  /** True while notices are heard: only then may the cache be trusted. */
  isListening(): boolean;
  close(): Promise<void>;
};

export type ListenOptions = {
  databaseUrl: string;
  /** A notice, a lost connection, or listening again: the cache must be emptied. */
  onChange: () => void;
  logger: FastifyBaseLogger;
  /** A connection that stopped answering (a silent network failure) is found by this ping. */
  pingEveryMs?: number;
  /** Waits before reconnecting, doubling from the first to the last. */
  retryDelayMs?: { first: number; max: number };
};

const DEFAULT_PING_MS = 15_000;
const QUERY_TIMEOUT_MS = 5_000;

/** Listens until closed, reconnecting whenever the connection is lost. Resolves once first tried. */
export async function listenForCatalogChanges(
  options: ListenOptions,
): Promise<CatalogChangeListener> {
  const { databaseUrl, onChange, logger } = options;
  const pingEveryMs = options.pingEveryMs ?? DEFAULT_PING_MS;
  const retry = options.retryDelayMs ?? { first: 100, max: 5_000 };
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let delay = retry.first;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  function lost(from: pg.Client, error?: unknown): void {
    if (client !== from) return; // an old connection's late event
    client = null;
    listening = false;
    clearInterval(pingTimer);
    from.removeAllListeners('notification');
    from.end().catch(() => {});
    onChange();
    if (closed) return;
    logger.warn({ err: error }, 'catalog change listener lost its connection; reconnecting');
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, retry.max);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: CATALOG_LISTENER_NAME,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) onChange();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next) return;
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    listening = true;
    delay = retry.first;
    onChange(); // whatever changed while nobody listened
    pingTimer = setInterval(() => {
      next.query('select 1').catch((error: unknown) => lost(next, error));
    }, pingEveryMs);
    pingTimer.unref();
  }

  await connect();

  return {
    isListening: () => listening,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
