// Test helpers for the back office: a fetch stub matched by method and path (any query string), and a
// signed-in staff member.
import { configure } from '@testing-library/react';
import { staffProfile } from '@portico/domain/contracts/staff-auth.contract';
import { vi } from 'vitest';
import { setAuth } from '../session';
import { toStaffUser } from './staff-session';

// The first screen of a file waits for its lazy route modules to be transformed and loaded.
configure({ asyncUtilTimeout: 10_000 });

export type Reply = { status?: number; body?: unknown; blob?: Blob };
type Handler = Reply | ((url: URL, init: RequestInit | undefined) => Reply);

export type Call = { method: string; url: URL; body: unknown; headers: Headers };

/** Stubs fetch: `routes` maps "METHOD /api/path" to a reply; anything else answers 404. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, url, body, headers: new Headers(init?.headers) });
    const handler = routes[`${method} ${url.pathname}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? handler(url, init)
        : handler
      : { status: 404, body: { success: false, message: 'Not found' } };
    if (reply.blob) return new Response(reply.blob, { status: reply.status ?? 200 });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls to "METHOD /api/path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key),
  };
}

export const ADMIN = {
  id: 1,
  email: 'admin@example.com',
  name: 'Asha Admin',
  roles: ['admin'],
  zones: [] as string[],
};

export const ZONE_MANAGER = {
  id: 5,
  email: 'zm.north@example.com',
  name: 'Neel North',
  roles: ['zone_manager'],
  zones: ['north'],
};

/** Signs in the profile (checked against the contract, as the sign-in answer is). */
export function signInStaff(profile: Record<string, unknown> = ADMIN, token = 'staff-token') {
  setAuth(token, toStaffUser(staffProfile.parse({ zones: [], ...profile })));
}

/** GET /api/membership (the filters' categories). */
export const CATEGORY_OPTIONS: Reply = {
  body: {
    success: true,
    data: [
      {
        id: 1,
        name: 'Star',
        joining_fee: 5000,
        annual_fee: 10000,
        eligibility: 'A',
        eligibility_remark: null,
        rank: 1,
      },
      {
        id: 3,
        name: 'Gold',
        joining_fee: 100000,
        annual_fee: 150000,
        eligibility: 'B',
        eligibility_remark: null,
        rank: 3,
      },
    ],
  },
};

/** A list call's reply: one page. */
export function page<T>(items: T[], total = items.length, pageNo = 1, pageSize = 20): Reply {
  return { body: { success: true, data: { items, total, page: pageNo, pageSize } } };
}

/** An application as GET /api/getApplication/:id and the staff application page send it. */
export function applicationView(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    app_id: 'PA-000012',
    journey: 'new',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    email_verified: true,
    dob: '1988-02-11',
    mobile_number: '9876543210',
    mobile_verified: true,
    primary_number: '9876543210',
    same_number: 1,
    zone: 'north',
    state: 7,
    gst_number: '',
    pan_number: 'ABCDE1234F',
    company_name: 'Ravi Sound & Light',
    registered_address: '12 MG Road, Delhi',
    registered_city: 'Delhi',
    registered_pin: '110001',
    size_of_company: '1-25',
    org_type: 'company',
    incorporation_date: '2015-06-01',
    membership_checked: 1,
    description: '',
    meta: '',
    linkedin: '',
    instagram: '',
    youtube: '',
    is_draft: 1,
    is_admin: 0,
    steps: 2,
    membership: { id: 3, name: 'Gold' },
    manual: 0,
    submitted_at: null,
    address_proof: '',
    repersentative_photo: '',
    aadhar_proof: '',
    pan_proof: '',
    turnover_certificate: '',
    incorporation_certificate: '',
    company: { moa: '', aoa: '', portaldirector: '', resolution: '', incorporation_date: '' },
    llp: { deed: '', authorization: '', incorporation_date: '' },
    huf: { deed: '', authorization: '' },
    signature: '',
    stamp: '',
    director: [],
    members: [],
    plan_history: null,
    documents: [],
    ...overrides,
  };
}
