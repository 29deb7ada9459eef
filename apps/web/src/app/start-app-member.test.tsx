// The browser's side of a member's page rendered with their data (decision 047): the member whose
// session it is hydrates it without a mismatch and without asking for the plan again; any other
// session renders the page afresh and reads its own.
import type { PlanStatus } from '@portico/domain/member';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render as renderOnServer } from '../entry-server';
import { mockFetch, type MockReply } from '../test/mock-fetch';
import { goldPlanStatus } from '../test/plan-status-fixture';
import { setApiTransport } from './api-client';
import { clearAuth, hydrateWithSession, setAuth } from './session';
import { forgetServerAnswers } from './server-answers';
import type * as QueryClientModule from './query-client';
import { startApp } from './start-app';

// The app's own query client, to know when none of its reads is in flight.
const app = vi.hoisted(() => ({ queryClient: null as QueryClient | null }));
vi.mock('./query-client', async (importActual) => {
  const actual = await importActual<typeof QueryClientModule>();
  return {
    ...actual,
    createQueryClient: () => (app.queryClient = actual.createQueryClient()),
  };
});

// react-router/dom resolves to another copy of the router under the test runner (not in the build).
vi.mock('react-router/dom', async () => {
  const router = await import('react-router');
  return { RouterProvider: router.RouterProvider };
});

function planStatus(number: string): PlanStatus {
  return goldPlanStatus({ renew: true, Unique_id: number, can_upgrade: false });
}

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });
const ANSWERS: Record<string, MockReply> = {
  '/api/plan_status/12': ok(planStatus('EEMA-0012')),
  '/api/plan_status/34': ok({ ...planStatus('EEMA-0034'), app_id: 34 }),
  '/api/invoices/12': ok([]),
  '/api/invoices/34': ok([]),
  '/api/reminder_channels': ok({ email: true, whatsapp: false }),
  '/api/my_data_requests': ok([]),
  '/api/auto_renewal': ok({
    offered: false,
    unavailable_reason: 'The association does not offer auto-renewal.',
    methods: [],
    renewal_amount: null,
    no_authentication_limit: 1500000,
    mandate: null,
    debits: [],
  }),
  // Who is signed in for the company (decision 110): the account holder.
  '/api/team': ok({
    company_name: 'Rao Events',
    me: { id: 1, name: 'Asha Rao', role: 'admin', holder: true },
    people: [],
    transfers_need_approval: false,
    transfer_request: null,
  }),
  // Every page is rendered with the association's name (issue #27): hydrated, it is not asked again.
  '/api/association': ok({
    name: 'Event Makers Association of Karnataka',
    short_name: 'EMAK',
    email: null,
    phone: null,
    logo_url: null,
    gst_rate: 18,
  }),
};

/** The page as the server sends it for member 12: its HTML, its answers and whose it is. */
async function serverPageForMember12(): Promise<void> {
  setApiTransport(async (url) => {
    const reply = ANSWERS[url] ?? { status: 404, body: { success: false } };
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  // The server has no window: the renderer must not see the test's.
  vi.stubGlobal('window', undefined);
  const page = await renderOnServer('/app/plan-status', {
    token: 'render-token',
    user: { id: 12 },
  }).finally(() => vi.unstubAllGlobals());
  setApiTransport((url, init) => fetch(url, init));
  if (page.kind !== 'page') throw new Error('the plan status redirected');
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="ssr-state">${JSON.stringify(page.state)}</script>` +
    `<script type="application/json" id="ssr-session">{"user":{"id":12}}</script>`;
}

describe("a member's page rendered with their data, in the browser", () => {
  const errors: unknown[] = [];
  // The app a test started: unmounted after it, or its renders would run into the next test's
  // server render (which has no window).
  let started: Root | null = null;
  beforeEach(async () => {
    window.history.replaceState(null, '', '/app/plan-status');
    await serverPageForMember12();
    errors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  });
  afterEach(() => {
    act(() => started?.unmount());
    started = null;
    vi.restoreAllMocks();
    clearAuth();
    hydrateWithSession({ token: null, user: null });
    forgetServerAnswers();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.ready;
  });

  it("is hydrated by that member's session: no mismatch, and the plan is not asked for again", async () => {
    expect(document.body.textContent).toContain('EEMA-0012');
    const fetchMock = mockFetch(ANSWERS);
    setAuth('member-token', { id: 12, kind: 'member', name: 'Asha Rao' });
    started = await startApp();
    await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
    expect(screen.getByText('EEMA-0012')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew Plan' })).toBeEnabled();
    // A second read would have started with the hydrated page's effects, which ran before the
    // ready mark: once nothing is in flight, it would have been sent.
    await waitFor(() => expect(app.queryClient?.isFetching()).toBe(0));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("another member's session does not hydrate it: the page is rendered afresh with their own plan", async () => {
    const fetchMock = mockFetch(ANSWERS);
    setAuth('other-token', { id: 34, kind: 'member', name: 'Ravi Iyer' });
    started = await startApp();
    expect(await screen.findByText('EEMA-0034')).toBeInTheDocument();
    expect(screen.queryByText('EEMA-0012')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/plan_status/34');
    expect(errors).toEqual([]);
  });
});
