// The server's renderer: the page a URL shows to a visitor the server knows nothing about (no session,
// no saved progress), as HTML, with the answers it fetched through the API so the browser's first render
// matches it and hydrates instead of starting over (decision 029).
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { setApiTransport, type ApiTransport } from './app/api-client';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { prefetchFor } from './app/server-prefetch';
import { routes } from './routes';

export type RenderedPage =
  | { kind: 'page'; status: number; html: string; state: DehydratedState }
  | { kind: 'redirect'; status: number; location: string };

const handler = createStaticHandler(routes);

/** What the server renders with: its own API, reached in-process. */
export function useTransport(next: ApiTransport): void {
  setApiTransport(next);
}

export async function render(url: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://portico.local'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const queryClient = createQueryClient();
  await prefetchFor(context as StaticHandlerContext, queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    state: dehydrate(queryClient),
  };
}
