// Server renders of a page for visitors without a session, kept per URL and reused while the API
// answers they were rendered from are still the API's answers (decision 056). A render is a function
// of its URL and those answers (decision 029: the screens read nothing else on the server), so a page
// is served again only after asking the API the same questions in-process and getting the same bytes:
// a fee staff change shows on the next page, in every process, with no invalidation to miss.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** One API call a render made in-process, and the answer it got. */
export type ApiCall = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  status: number;
  body: Buffer;
};

// On only while a render records: on Node 20 a storage in use turns on async hooks for the whole
// process, and every promise of every request then pays for them (decision 049).
const recording = new AsyncLocalStorage<ApiCall[]>();
let recordingRenders = 0;

/** Notes a call made by the render running now (none outside a cached render). */
export function recordApiCall(call: ApiCall): void {
  recording.getStore()?.push(call);
}

/** Whether a render is being recorded, and so the process pays for async hooks. */
export function isRecording(): boolean {
  return recordingRenders > 0;
}

async function recorded<T>(calls: ApiCall[], render: () => Promise<T>): Promise<T> {
  recordingRenders += 1;
  try {
    return await recording.run(calls, render);
  } finally {
    recordingRenders -= 1;
    if (recordingRenders === 0) recording.disable();
  }
}

export type PageCacheOptions = {
  /** URLs kept (the least recently rendered goes first); a URL's query string makes it another. */
  maxEntries: number;
  /**
   * A render older than this is made again even if its answers stand: the page carries the time of
   * its answers, and the browser asks again as it mounts once they are older than its staleTime.
   */
  maxAgeMs: number;
  /**
   * How long a check of the answers holds: visitors within it get the kept page unchecked. Another
   * process learns of a fee change by a notice that takes about as long (decision 027), so a change
   * shows as soon across processes as it did with a check per visitor.
   */
  recheckAfterMs: number;
  now?: () => number;
};

export type PageCache<T> = {
  /** The page for `url`: the kept render if its answers stand, else a new one from `render`. */
  get(url: string, render: () => Promise<T>): Promise<T>;
};

type Entry<T> = { calls: readonly ApiCall[]; value: T; renderedAt: number; checkedAt: number };

export function createPageCache<T>(app: FastifyInstance, options: PageCacheOptions): PageCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  // Concurrent visitors of one URL share its check (and its render): a crowd costs one of each.
  const pending = new Map<string, Promise<T>>();

  async function answersStand(calls: readonly ApiCall[]): Promise<boolean> {
    const answers = await Promise.all(
      calls.map((call) =>
        app.inject({
          method: call.method,
          url: call.url,
          headers: call.headers,
          payload: call.payload,
        } satisfies InjectOptions),
      ),
    );
    return answers.every((answer, index) => {
      const call = calls[index];
      return call?.status === answer.statusCode && call.body.equals(answer.rawPayload);
    });
  }

  async function keep(url: string, render: () => Promise<T>): Promise<T> {
    const calls: ApiCall[] = [];
    const renderedAt = now();
    const value = await recorded(calls, render);
    entries.delete(url);
    entries.set(url, { calls, value, renderedAt, checkedAt: renderedAt });
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries) break;
      entries.delete(oldest);
    }
    return value;
  }

  async function fresh(url: string, render: () => Promise<T>): Promise<T> {
    const entry = entries.get(url);
    const at = now();
    if (!entry || at - entry.renderedAt >= options.maxAgeMs) return keep(url, render);
    if (at - entry.checkedAt < options.recheckAfterMs) return entry.value;
    if (!(await answersStand(entry.calls))) return keep(url, render);
    entry.checkedAt = at;
    return entry.value;
  }

  return {
    get(url, render) {
      let answer = pending.get(url);
      if (!answer) {
        answer = fresh(url, render).finally(() => pending.delete(url));
        pending.set(url, answer);
      }
      return answer;
    },
  };
}
