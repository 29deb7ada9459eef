import type { DehydratedState } from '@tanstack/react-query';

// The answers a member's page was rendered with on the server (decision 047) are the page's data:
// the screens take them as they are instead of asking again as they mount. From the first navigation
// on, every screen reads as it always has (a renewal or a confirmation may have changed the plan).

/** Each server answer's query hash, with the time it was read. */
const serverAnswers = new Map<string, number>();

/** The answers the page came with (start-app.tsx, when it hydrates a member's page). */
export function keepServerAnswers(state: DehydratedState): void {
  for (const query of state.queries) serverAnswers.set(query.queryHash, query.state.dataUpdatedAt);
}

export function forgetServerAnswers(): void {
  serverAnswers.clear();
}

type CachedQuery = { queryHash: string; state: { dataUpdatedAt: number } };

/** A query's staleTime: `otherwise`, but fresh while it still holds the server's answer to this page. */
export function freshFromServer(otherwise: number) {
  return (query: CachedQuery): number =>
    serverAnswers.get(query.queryHash) === query.state.dataUpdatedAt ? Infinity : otherwise;
}
