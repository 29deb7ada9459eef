import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { typeDate } from '../../test/date-input';
import { renderRoute } from '../../test/render-route';
import {
  CATEGORY_OPTIONS,
  mockApi,
  page,
  signInStaff,
  ZONE_MANAGER,
} from '../../app/staff/test-support';

const ITEM = {
  id: 12,
  app_id: 'APP-0012',
  name: 'Riya Sharma',
  company_name: 'Bright Events',
  email: 'riya@example.com',
  mobile_number: '9876543210',
  zone: 'north',
  category: { id: 3, name: 'Gold' },
  journey: 'new',
  review_stage: 'accounts',
  submitted_at: '2025-03-05T09:30:00.000Z',
};

function queueApi(reply = page([ITEM], 45)) {
  return mockApi({
    'GET /api/staff/applications': reply,
    'GET /api/membership': CATEGORY_OPTIONS,
  });
}

const lastQuery = (api: ReturnType<typeof queueApi>) => {
  const calls = api.callsTo('GET /api/staff/applications');
  return Object.fromEntries(calls[calls.length - 1]?.url.searchParams ?? []);
};

describe('applications queue', () => {
  beforeEach(() => signInStaff());

  it('lists the applications with plain stage names and DD-MM-YYYY dates', async () => {
    const api = queueApi();
    renderRoute('/staff/applications');
    const table = await screen.findByRole('table', { name: 'Applications' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: /APP-0012/ })).toHaveAttribute(
      'href',
      '/staff/applications/PA-000012',
    );
    expect(within(row).getByText('Riya Sharma')).toBeInTheDocument();
    expect(within(row).getByText('Bright Events')).toBeInTheDocument();
    expect(within(row).getByText('Gold')).toBeInTheDocument();
    expect(within(row).getByText('North')).toBeInTheDocument();
    expect(within(row).getByText('With accounts')).toBeInTheDocument();
    expect(within(row).getByText('05-03-2025')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ page: '1', pageSize: '20' });
    expect(api.callsTo('GET /api/staff/applications')[0]?.headers.get('Authorization')).toBe(
      'Bearer staff-token',
    );
    expect(screen.getByRole('region', { name: 'Applications table' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByText('Showing 1–20 of 45 · Page 1 of 3')).toBeInTheDocument();
  });

  it('says the search takes a mobile with +91 and an application number by its digits', async () => {
    queueApi();
    renderRoute('/staff/applications');
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAccessibleDescription(/\+91 and spaces are fine.*9 finds PA-000009/);
  });

  it('puts the filters in the URL and in the request', async () => {
    const api = queueApi();
    const { user, router } = renderRoute('/staff/applications?page=2');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Stage'), 'With governing body');
    await waitFor(() => expect(router.state.location.search).toBe('?stage=governing_body'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ stage: 'governing_body', page: '1', pageSize: '20' }),
    );

    await user.selectOptions(screen.getByLabelText('Zone'), 'South');
    await screen.findByRole('option', { name: 'Gold' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Gold');
    await user.selectOptions(screen.getByLabelText('Application type'), 'Upgrade');
    await typeDate(user, document.body, 'Submitted from', '2025-01-01');
    await user.type(screen.getByLabelText('Search'), 'bright{Enter}');

    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        stage: 'governing_body',
        zone: 'south',
        category: '3',
        journey: 'upgrade',
        from: '2025-01-01',
        q: 'bright',
        page: '1',
        pageSize: '20',
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      stage: 'governing_body',
      zone: 'south',
      category: '3',
      journey: 'upgrade',
      from: '2025-01-01',
      q: 'bright',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads a shared URL: filters are filled in and sent', async () => {
    const api = queueApi();
    renderRoute('/staff/applications?stage=references&q=riya&sort=name');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Stage')).toHaveValue('references');
    expect(screen.getByLabelText('Search')).toHaveValue('riya');
    expect(lastQuery(api)).toEqual({
      stage: 'references',
      q: 'riya',
      sort: 'name',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('pages, changes the page size and sorts on the server', async () => {
    const api = queueApi();
    const { user, router } = renderRoute('/staff/applications');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '2', pageSize: '20' }));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', pageSize: '50' }));

    // Newest first by default; one click sorts oldest first.
    const submitted = screen.getByRole('columnheader', { name: /Submitted/ });
    expect(submitted).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(submitted).getByRole('button'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ page: '1', pageSize: '50', sort: 'submitted_at' }),
    );
    await user.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastQuery(api).sort).toBe('name'));
  });

  it('"Waiting on me" asks for mine=1 and keeps it when filters are cleared', async () => {
    const api = queueApi(page([]));
    const { user, router } = renderRoute('/staff/applications?mine=1&zone=north');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting on me' })).toBeVisible();
    // The heading comes from the URL; the empty table is what says the list has been asked for.
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ mine: '1', zone: 'north' });
    await user.click(screen.getAllByRole('button', { name: /Clear filters/ })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?mine=1'));
    expect(await screen.findByText('Nothing is waiting on you right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Waiting on me' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when loading failed and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/staff/applications': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Server unavailable' } }
          : page([ITEM]),
      'GET /api/membership': CATEGORY_OPTIONS,
    });
    const { user } = renderRoute('/staff/applications');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers a zone manager only their own zones', async () => {
    signInStaff(ZONE_MANAGER);
    queueApi();
    renderRoute('/staff/applications');
    const zone = await screen.findByLabelText('Zone');
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All zones', 'North']);
  });

  it('says so when there are no applications at all', async () => {
    queueApi(page([]));
    renderRoute('/staff/applications');
    expect(await screen.findByText('There are no applications yet.')).toBeInTheDocument();
  });
});
