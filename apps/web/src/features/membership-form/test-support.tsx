// Shared set-up for the membership form's tests: categories, states, a saved application and the
// locally held progress, and readers of the recorded fetch calls.
import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApplicationView } from './api/get-application';
import { membershipCategory } from '@portico/domain/contracts/catalog.contract';
import { mergeProcessData, setCurrentMembership, type ProcessData } from '../../app/process';
import { CATEGORIES, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

export const STAR = membershipCategory.parse(CATEGORIES[0]);
export const SILVER = membershipCategory.parse(CATEGORIES[1]);

export const STATES = {
  north: [
    { id: 1, name: 'Delhi' },
    { id: 2, name: 'Punjab' },
  ],
  south: [
    { id: 10, name: 'Kerala' },
    { id: 11, name: 'Tamil Nadu' },
  ],
};

export const ok = (data?: unknown, extra: Record<string, unknown> = {}): MockReply => ({
  body: { success: true, data, ...extra },
});

export const DOCUMENT = (name: string) => `/api/files/${name}`;

/** 100 words, and more. */
export function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `word${i + 1}`).join(' ');
}

/** Tab 1 filled in and verified, as the locally held progress keeps it (star needs its two proofs). */
export const STAR_BASICS: ProcessData = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  email_verified: true,
  dob: '1990-04-01',
  mobile_number: '9876543210',
  mobile_verified: true,
  primary_number: '9876543210',
  same_number: 1,
  zone: 'north',
  state: 1,
  gst_number: '',
  pan_number: 'ABCDE1234F',
  company_name: 'Asha Events',
  registered_address: '1 Main Road, Delhi',
  address_proof: DOCUMENT('address'),
  repersentative_photo: DOCUMENT('photo'),
  aadhar_proof: DOCUMENT('aadhar'),
  pan_proof: DOCUMENT('pan'),
  privacy_consent: true,
};

export const PROPOSER_1 = {
  row_id: 1,
  name: 'Member One Events',
  director: 'One Director',
  email: 'member1@example.com',
  mobile_number: '9800000001',
};

export const PROPOSER_2 = {
  row_id: 2,
  name: 'Member Two Events',
  director: 'Two Director',
  email: 'member2@example.com',
  mobile_number: '9800000002',
};

export const PROPOSERS = [PROPOSER_1, PROPOSER_2];

type PlanHistory = NonNullable<ApplicationView['plan_history']>;

/** The plan history of a saved application (a draft of the new journey). */
export function planHistory(overrides: Partial<PlanHistory> = {}): PlanHistory {
  return {
    id: 5,
    plan_id: 2,
    app_id: 12,
    history_type: 'new',
    app_filled: false,
    cancelled: false,
    company_name: 'Ravi Sound & Light',
    payment_status: 'pending',
    review_stage: 'draft',
    changes_requested_fields: [],
    changes_note: null,
    ...overrides,
  };
}

/** A saved Silver (company) application as GET /api/getApplication sends it (the contract's). */
export function silverApplication(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: 12,
    app_id: 'APP-0012',
    journey: 'new',
    privacy_consent: true,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    email_verified: true,
    dob: '1985-06-15',
    mobile_number: '9123456789',
    mobile_verified: true,
    primary_number: '9123456780',
    same_number: 0,
    zone: 'north',
    state: 2,
    gst_number: '22ABCDE1234F1ZA',
    pan_number: 'ABCDE1234F',
    company_name: 'Ravi Sound & Light',
    registered_address: '22 Park Street, Ludhiana',
    registered_city: 'Ludhiana',
    registered_pin: '141001',
    size_of_company: '25-50',
    org_type: 'company',
    incorporation_date: '2010-01-20',
    membership_checked: 0,
    description: words(120),
    meta: 'https://www.facebook.com/ravisound',
    linkedin: '',
    instagram: '',
    youtube: '',
    is_draft: 1,
    is_admin: 0,
    steps: 1,
    membership: { id: 2, name: 'Silver' },
    manual: 0,
    submitted_at: null,
    proposers_required: null,
    address_proof: DOCUMENT('address'),
    repersentative_photo: DOCUMENT('photo'),
    aadhar_proof: '',
    pan_proof: '',
    turnover_certificate: DOCUMENT('turnover'),
    incorporation_certificate: DOCUMENT('incorporation'),
    company: {
      moa: DOCUMENT('moa'),
      aoa: DOCUMENT('aoa'),
      portaldirector: DOCUMENT('portaldirector'),
      resolution: DOCUMENT('resolution'),
      incorporation_date: '2010-01-20',
    },
    llp: { deed: '', authorization: '', incorporation_date: '' },
    huf: { deed: '', authorization: '' },
    signature: DOCUMENT('signature'),
    stamp: DOCUMENT('stamp'),
    director: [{ name: 'Meera Kumar', email: 'meera@example.com', mobile_number: '9000000001' }],
    members: PROPOSERS,
    plan_history: planHistory(),
    documents: [],
    ...overrides,
  };
}

type Routes = Parameters<typeof mockFetch>[0];

/** The association the form's tests run for (its name is in the proposer errors). */
export const TEST_ASSOCIATION_NAME = 'Demo Association';

/** The states of both zones; add or override routes. */
export function mockApi(routes: Routes = {}) {
  return mockFetch({
    '/api/state/north': ok(STATES.north),
    '/api/state/south': ok(STATES.south),
    // The Star GST notice names the rate charged now.
    '/api/association': ok({
      name: TEST_ASSOCIATION_NAME,
      short_name: null,
      email: null,
      phone: null,
      logo_url: null,
      gst_rate: 18,
    }),
    ...routes,
  });
}

/** Opens the form for a chosen plan (and locally held progress) and waits for tab 1. */
export async function openForm(
  options: { plan?: typeof STAR | null; progress?: ProcessData; path?: string } = {},
) {
  const { plan = SILVER, progress, path = '/register/user/membership-form' } = options;
  if (plan) setCurrentMembership(plan);
  if (progress) mergeProcessData(progress);
  const view = renderRoute(path);
  await screen.findByRole('tab', { name: 'Basic Details' });
  await formComplete();
  return view;
}

/** Waits for the whole form: tab 1 down to its footer's Back. */
export async function formComplete() {
  await screen.findByRole('button', { name: SHELL_MESSAGES.back });
}

/**
 * The requests sent, as "METHOD /api/path"; the association's contact, which the privacy notice
 * reads beside the consent box (decision 045), left out.
 */
export function requests(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .map(([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(url)}`)
    .filter((request) => request !== 'GET /api/association');
}

/** The JSON body of the last request to a path. */
export function lastBody(
  fetchMock: ReturnType<typeof mockFetch>,
  path: string,
): Record<string, unknown> {
  const call = fetchMock.mock.calls.filter(([url]) => url === path).at(-1);
  expect(call, `a request to ${path}`).toBeDefined();
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

export function tabPanel(): HTMLElement {
  return screen.getByRole('tabpanel');
}

/** The open tab's fields (the panel without its error summary): where the inline messages are. */
export function tabFields(): HTMLElement {
  const form = tabPanel().querySelector('form');
  expect(form, 'the tab form').not.toBeNull();
  return form as HTMLElement;
}

/** The toast stack: the polite live region every toast is announced in. */
export function toasts(): HTMLElement {
  const region = screen
    .getAllByRole('status')
    .find((status) => status.getAttribute('aria-live') === 'polite');
  expect(region, 'the toaster').toBeDefined();
  return region as HTMLElement;
}

export function expectToast(message: string) {
  expect(within(toasts()).getByText(message)).toBeInTheDocument();
}

export async function findToast(message: string) {
  expect(await within(toasts()).findByText(message)).toBeInTheDocument();
}

/** The error summary ('There is a problem') holding the message, with focus on it. */
export async function findProblem(message: string) {
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(await within(summary).findByText(message)).toBeInTheDocument();
  expect(summary).toHaveFocus();
  return summary;
}

/** On the check-your-answers page (after Submit on the last tab): its Submit sends the form. */
export async function confirmAnswers(user: { click: (element: Element) => Promise<void> }) {
  await screen.findByRole('heading', {
    name: 'Check your answers before submitting your application',
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}
