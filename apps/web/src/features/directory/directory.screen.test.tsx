import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

const ENTRY = {
  id: 7,
  company: 'Shree Ganesh Sound',
  category: 'Gold',
  zone: 'West',
  city: 'Pune',
  services: [{ slug: 'sound', label: 'Sound' }],
  description: 'Line arrays for weddings.',
  logo_url: null,
};

const PAGE = {
  items: [ENTRY],
  total: 1,
  page: 1,
  page_size: 20,
  last_page: 1,
  services: [{ slug: 'sound', label: 'Sound' }],
  zones: [{ code: 'west', name: 'West' }],
};

const ASSOCIATION = ok({ name: 'Association', short_name: 'EMA', logo_url: null });

describe('the members’ directory', () => {
  it('lists the members a search found, each linking to its page', async () => {
    mockFetch({ '/api/association': ASSOCIATION, '/api/directory?q=gan&service=sound': ok(PAGE) });
    renderRoute('/directory?q=gan&service=sound');
    const link = await screen.findByRole('link', { name: 'Shree Ganesh Sound' });
    expect(link).toHaveAttribute('href', '/directory/7');
    expect(screen.getByText('1 member found')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name, service or city')).toHaveValue('gan');
    expect(screen.getByLabelText('Service')).toHaveValue('sound');
  });

  it('searches from the form by moving to the search’s address', async () => {
    mockFetch({
      '/api/association': ASSOCIATION,
      '/api/directory': ok({ ...PAGE, items: [], total: 0 }),
      '/api/directory?q=sound&city=Pune': ok(PAGE),
    });
    const { user, router } = renderRoute('/directory');
    expect(await screen.findByText('No members match your search.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name, service or city'), 'sound');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Shree Ganesh Sound' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=sound&city=Pune');
  });

  it('shows a member’s page with the verified mark and only the contacts it was given', async () => {
    mockFetch({
      '/api/association': ASSOCIATION,
      '/api/directory/7': ok({
        ...ENTRY,
        contact_name: null,
        email: null,
        phone: null,
        website: 'https://ganesh.example.in',
        social_links: [],
        verify_url: `/verify/abc~${'s'.repeat(86)}`,
        more_for_members: true,
      }),
    });
    renderRoute('/directory/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shree Ganesh Sound' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Verified member/ })).toHaveAttribute(
      'href',
      `/verify/abc~${'s'.repeat(86)}`,
    );
    expect(screen.getByRole('link', { name: 'https://ganesh.example.in' })).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Members of the association see more contact details/),
    ).toBeInTheDocument();
  });
});
