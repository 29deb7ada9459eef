import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';

/**
 * A route's `handle.prefetch`: the queries its screen reads on first render, fetched before the server
 * renders it so the HTML shows the answers (and the browser starts from the same cache).
 */
export type RoutePrefetch = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<unknown>;

/** What a page tells search engines: its title, its description, and its one address. */
export type PageHead = { title: string; description: string; canonical: string };

/** A public page's head, from its prefetched answers; null keeps the template's. */
export type RouteHead = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => PageHead | null;

export type RouteHandle = {
  prefetch?: RoutePrefetch;
  /**
   * The GETs the screen makes on its first render that need the session: the browser sends them as
   * the app starts (early-calls.ts); the server, which renders without a session, does not.
   */
  earlyCalls?: (params: Record<string, string | undefined>) => string[];
  /** The route's lazy screen, as Vite's manifest keys it: the server preloads its chunks (screens.ts). */
  screen?: string;
  /** The page's title, description and canonical path in the server's HTML (public pages). */
  head?: RouteHead;
};

/** The early calls of every matched route. */
export function earlyCallsFor(
  matches: readonly { route: { handle?: unknown }; params: Record<string, string | undefined> }[],
): string[] {
  return matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return typeof handle?.earlyCalls === 'function' ? handle.earlyCalls(match.params) : [];
  });
}

/** The screen files of the matched routes, for the page's `<link rel="modulepreload">`. */
export function screensFor(context: StaticHandlerContext): string[] {
  return context.matches.flatMap((match) => {
    const screen = (match.route.handle as RouteHandle | undefined)?.screen;
    return typeof screen === 'string' ? [screen] : [];
  });
}

function prefetchOf(handle: unknown): RoutePrefetch | undefined {
  if (typeof handle !== 'object' || handle === null || !('prefetch' in handle)) return undefined;
  const prefetch = (handle as RouteHandle).prefetch;
  return typeof prefetch === 'function' ? prefetch : undefined;
}

/** Runs the prefetch of every matched route; a failed one leaves its screen to load in the browser. */
export async function prefetchFor(
  context: StaticHandlerContext,
  queryClient: QueryClient,
): Promise<void> {
  const search = new URLSearchParams(context.location.search);
  await Promise.all(
    context.matches.map((match) =>
      prefetchOf(match.route.handle)?.(queryClient, match.params, search),
    ),
  );
}

/** The head of the deepest matched route that names one. */
export function headFor(context: StaticHandlerContext, queryClient: QueryClient): PageHead | null {
  const search = new URLSearchParams(context.location.search);
  for (const match of [...context.matches].reverse()) {
    const head = (match.route.handle as RouteHandle | undefined)?.head;
    if (typeof head === 'function') return head(queryClient, match.params, search);
  }
  return null;
}
