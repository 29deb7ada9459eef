import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

const LISTING = {
  listed: false,
  description: '',
  city: '',
  services: [],
  website: '',
  social_links: [],
  visibility: {
    contact_name: 'members',
    email: 'members',
    phone: 'hidden',
    website: 'public',
    social_links: 'public',
  },
  logo_url: null,
  hidden_reason: null,
  current: true,
  member_id: 7,
  company: 'Shree Ganesh Sound',
  category: 'Gold',
  zone: 'West',
  contact_name: 'Ganesh Patil',
  email: 'ganesh@example.com',
  phone: '9800000099',
  available_services: [
    { slug: 'sound', label: 'Sound' },
    { slug: 'lighting', label: 'Lighting' },
  ],
};

describe('the member’s directory listing', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('previews the listing as it is typed, for everyone and for members, then saves it', async () => {
    const fetchMock = mockFetch({
      '/api/association': ok({ name: 'Association', short_name: 'EMA', logo_url: null }),
      '/api/directory/listing': ok(LISTING),
      'PUT /api/directory/listing': (_url, init) => ({
        body: {
          success: true,
          message: 'Your directory listing was saved',
          data: { ...LISTING, ...(JSON.parse(String(init?.body)) as object) },
        },
      }),
    });
    const { user } = renderRoute('/app/directory');
    await screen.findByRole('heading', { level: 1, name: 'Your directory listing' });
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(/Not shown/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('List my business in the members’ directory'));
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByLabelText('Sound'));
    await user.type(screen.getByLabelText('About your business'), 'Line arrays for weddings.');
    await user.selectOptions(screen.getByLabelText('Your mobile number'), 'members');

    expect(within(preview).queryByText(/Not shown/)).not.toBeInTheDocument();
    expect(within(preview).getByText('Gold · Pune, West')).toBeInTheDocument();
    expect(within(preview).getByText('Sound')).toBeInTheDocument();
    expect(within(preview).getByText('Line arrays for weddings.')).toBeInTheDocument();
    const everyone = within(preview).getByRole('heading', { name: 'Everyone sees' });
    expect(everyone.nextElementSibling).toHaveTextContent('No contact details.');
    const members = within(preview).getByRole('heading', { name: 'Signed-in members see' });
    expect(members.nextElementSibling).toHaveTextContent('ganesh@example.com');
    expect(members.nextElementSibling).toHaveTextContent('9800000099');

    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Your directory listing was saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/directory/listing')).toEqual([
      {
        listed: true,
        description: 'Line arrays for weddings.',
        city: 'Pune',
        services: ['sound'],
        website: '',
        social_links: [],
        visibility: { ...LISTING.visibility, phone: 'members' },
      },
    ]);
  });

  it('shows a link that is not one in the error summary, and sends nothing', async () => {
    const fetchMock = mockFetch({
      '/api/association': ok({ name: 'Association', short_name: 'EMA', logo_url: null }),
      '/api/directory/listing': ok(LISTING),
    });
    const { user } = renderRoute('/app/directory');
    await user.type(await screen.findByLabelText('Website'), 'ganesh sound');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(
      within(summary).getByRole('link', { name: 'Enter a link starting with https://' }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/directory/listing')).toEqual([]);
  });

  it('tells the member why staff hid the listing', async () => {
    mockFetch({
      '/api/association': ok({ name: 'Association', short_name: 'EMA', logo_url: null }),
      '/api/directory/listing': ok({ ...LISTING, listed: true, hidden_reason: 'Wrong website.' }),
    });
    renderRoute('/app/directory');
    expect(
      await screen.findByText(/The association has hidden your listing: Wrong website\./),
    ).toBeInTheDocument();
  });
});
