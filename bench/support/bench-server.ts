// The server under test in a process of its own (started by startBenchServer in ./server.ts), so the
// load generator does not share its event loop: the real app (buildApp) on the database the
// environment names, seeded, plus the bench-only baseline routes of ./routes.ts. It reports its port
// over IPC and, asked to stop, closes the app, waits for every started handler to finish, and only
// then closes the database (no query on an ended pool).
import { tracingChannel } from 'node:diagnostics_channel';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { applications } from '../../apps/server/src/db/schema';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { BARE_PK_ROUTE, BARE_ROUTE } from './routes';

export type BenchServerMessage =
  | { type: 'ready'; port: number; driver: 'pglite' | 'postgres' }
  | { type: 'stopped'; unfinishedHandlers: number };

// Route handlers still running, from Fastify's own diagnostics channel: `end` for a synchronous
// handler, `asyncEnd` once an async one has settled (also when its client went away meanwhile).
let runningHandlers = 0;
tracingChannel<unknown, { async?: boolean }>('fastify.request.handler').subscribe({
  start: () => {
    runningHandlers += 1;
  },
  end: (store) => {
    if (!store.async) runningHandlers -= 1;
  },
  asyncStart: () => undefined,
  asyncEnd: () => {
    runningHandlers -= 1;
  },
  error: () => undefined,
});

async function handlersFinished(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (runningHandlers > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const send = (message: BenchServerMessage) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(message, () => resolve());
    else resolve();
  });

const config = loadConfig();
const database = await openDatabase(config);
await seedIfEmpty(database.db);
const app = await buildApp({ config, db: database.db, driver: database.driver });
app.get(BARE_ROUTE, async () => ({ success: true, data: 'constant' }));
app.get<{ Params: { id: string } }>(BARE_PK_ROUTE, async (request) => {
  const [row] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, Number(request.params.id)));
  return { success: true, data: row ?? null };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
await send({
  type: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
  driver: database.driver,
});

let stopping: Promise<void> | undefined;
function stop(): Promise<void> {
  stopping ??= (async () => {
    await app.close();
    await handlersFinished(10_000);
    const unfinishedHandlers = runningHandlers;
    await database.close();
    await send({ type: 'stopped', unfinishedHandlers });
    process.exit(0);
  })();
  return stopping;
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
// The bench process went away (killed, crashed): do not outlive it.
process.on('disconnect', () => void stop());
