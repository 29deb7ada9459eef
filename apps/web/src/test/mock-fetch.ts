import { vi } from 'vitest';

/** A JSON reply, or with `blob` a file (e.g. a receipt PDF). */
export type MockReply = { status?: number; body?: unknown; blob?: Blob };
type Handler =
  MockReply | ((url: string, init: RequestInit | undefined) => MockReply | Promise<MockReply>);

/**
 * Stubs the global fetch. `routes` maps "METHOD /api/path" (or just "/api/path" for GET) to a
 * reply; anything else answers 404. A handler may answer later (a promise), to hold a call open.
 * Returns the mock, so tests can read its calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(url, init)
        : handler
      : { status: 404, body: { success: false, message: 'Not found' } };
    const status = reply.status ?? 200;
    if (reply.blob) return new Response(reply.blob, { status });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /api/path", in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockFetch>, route: string): unknown[] {
  const [method, path] = route.includes(' ') ? route.split(' ') : ['GET', route];
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET').toUpperCase() === method)
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}

/** How many times "METHOD /api/path" (or "/api/path" for GET) was called. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, route: string): number {
  return bodiesSentTo(fetchMock, route).length;
}

/** The Authorization header a fetch call carried. */
export function authorizationOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

/** The seeded categories, in rank order (fees in rupees). */
export const CATEGORIES = [
  {
    id: 1,
    name: 'Star',
    joining_fee: 5000,
    annual_fee: 10000,
    eligibility: 'Individual event professional, At least 1 year in the industry',
    eligibility_remark: 'Identity proofs are required.',
    rank: 1,
  },
  {
    id: 2,
    name: 'Silver',
    joining_fee: 25000,
    annual_fee: 50000,
    eligibility: 'Registered company, Turnover up to 1 crore',
    eligibility_remark: null,
    rank: 2,
  },
  {
    id: 3,
    name: 'Gold',
    joining_fee: 100000,
    annual_fee: 150000,
    eligibility: 'Registered company, Turnover 1 to 10 crore, 3 years in business',
    eligibility_remark: 'Turnover certificate needed.',
    rank: 3,
  },
  {
    id: 4,
    name: 'Platinum',
    joining_fee: 250000,
    annual_fee: 1000000,
    eligibility: 'Registered company, Turnover above 10 crore',
    eligibility_remark: '',
    rank: 4,
  },
];

/** The calls a screen made itself: every page also reads the association's name (its header). */
export function ownCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([url]) => url !== '/api/association');
}
