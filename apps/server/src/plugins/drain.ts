// A stopping process drains before it closes (decision 063). Closing a kept-open connection that is
// idle races with nginx writing a request on it, and nginx cannot pass a POST on after that (it may
// have been sent): a 502. So on SIGTERM the process keeps listening and serving for longer than
// nginx's upstream `keepalive_timeout` (4 s), each answer with `Connection: close`: every connection
// nginx kept open is closed either after its next answer or by nginx itself, idle. Only then does
// the app close, and nothing of nginx's is left open to race with.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Longer than the shipped nginx site's upstream keepalive_timeout (4 s). */
export const SHUTDOWN_DRAIN_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves on for `ms` with every answer closing its connection; resolves when it may close. */
    drain(ms: number): Promise<void>;
  }
}

export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', async (ms: number) => {
    draining = true;
    await sleep(ms);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
