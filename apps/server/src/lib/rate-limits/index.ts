// Rate limits kept in the database: lib/, below the plugins and modules that count (decision 074).
// Other code imports this index.
export { pruneRateWindows, RATE_WINDOWS_PRUNE_EVERY_MS } from './prune';
export { postgresRateLimitStore } from './rate-limit-store';
export { addWindowHit, windowHitsSubquery, windowOf, type Window } from './window-counter';
