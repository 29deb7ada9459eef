import { CHUNK_LOAD_TIMEOUT_MS } from '@portico/domain/constants';

/** What the error screen is told when a chunk took too long, rather than a raw module URL. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/**
 * Spec (member §9): a screen's script chunk that has not loaded in 120 s is given up on.
 * A route's `lazy` (or any dynamic import) that fails after `timeoutMs` instead of waiting forever on
 * a stalled connection, so the router shows its error screen with a way out.
 */
export function withTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkTimeoutError('chunk load timed out')),
        timeoutMs,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
