// The server's renderer: the page a URL shows to a visitor the server knows nothing about (no session,
// no saved progress), as HTML, with the answers it fetched through the API so the browser's first render
// matches it and hydrates instead of starting over (decision 029). A member's page named by the page
// cookie is rendered with the member's session and data (decision 047): each render has a session of
// its own (render-scope.ts), so concurrent renders for different members never see each other's.
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { AssociationContact } from '@portico/domain/contracts/association.contract';
import { setApiTransport, type ApiTransport } from './app/api-client';
import { associationQuery } from './app/association';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { ReadyMarker } from './app/ready-marker';
import { headFor, prefetchFor, screensFor, type PageHead } from './app/server-prefetch';
import type { SessionScope } from './app/session';
import { inRenderScope } from './render-scope';
import { routes } from './routes';

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      state: DehydratedState;
      /** The member the page was rendered for: null when none, or when a read refused the session. */
      member: { id: number | string } | null;
      /** The matched routes' screen files, as Vite's manifest keys them: the page preloads them. */
      screens: string[];
      /** The document's title: the association's short name (the page sets its own once it runs). */
      title: string | null;
      /** The association's logo for the browser's tab, when one is uploaded. */
      icon: string | null;
      /** A public page's own title, description and canonical path (the directory's). */
      head: PageHead | null;
    }
  | { kind: 'redirect'; status: number; location: string };

const handler = createStaticHandler(routes);

/** The page's title and icon: the association's (issue #27), or the template's while unknown. */
function brandOf(association: AssociationContact | undefined) {
  return {
    title: association ? association.short_name?.trim() || association.name : null,
    icon: association?.logo_url ?? null,
  };
}

/** What the server renders a member's page with: a short-lived token (never put in the page). */
export type RenderSession = { token: string; user: { id: number } };

/** What the server renders with: its own API, reached in-process. */
export function useTransport(next: ApiTransport): void {
  setApiTransport(next);
}

export function render(url: string, session?: RenderSession): Promise<RenderedPage> {
  const scope: SessionScope = {
    current: session ? { token: session.token, user: { id: session.user.id } } : EMPTY,
  };
  return inRenderScope(scope, () => renderPage(url, scope));
}

const EMPTY = Object.freeze({ token: null, user: null });

async function renderPage(url: string, scope: SessionScope): Promise<RenderedPage> {
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
  // Every page's header and title name the association (issue #27): its answer is in every page.
  await Promise.all([
    prefetchFor(context as StaticHandlerContext, queryClient),
    queryClient.prefetchQuery(associationQuery()),
  ]);
  // A read that failed (a 403, a 409) is the browser's to make again: the page renders as loading.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        {/* Renders nothing; here so that the tree, and so every useId, is the browser's. */}
        <ReadyMarker />
      </AppProviders>
    </StrictMode>,
  );
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    state: dehydrate(queryClient),
    member: scope.current.user ? { id: scope.current.user.id } : null,
    screens: screensFor(context as StaticHandlerContext),
    head: headFor(context as StaticHandlerContext, queryClient),
    ...brandOf(queryClient.getQueryData<AssociationContact>(associationQuery().queryKey)),
  };
}
