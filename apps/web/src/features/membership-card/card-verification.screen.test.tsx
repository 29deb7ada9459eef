import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const TOKEN = `eyJtIjoxLCJjIjoxLCJ2IjoxfQ~${'s'.repeat(86)}`;
const URL = `/api/card/verify/${TOKEN}`;

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

const member = {
  name: 'Asha Rao',
  company: 'Rao Events Pvt Ltd',
  category: 'Gold',
  photo_url: `/api/card/photo/${TOKEN}`,
  valid_until: '31-03-2027',
};

describe('the public card check', () => {
  it('shows a current member with their photo and "Active until …", and nothing else', async () => {
    mockFetch({
      [URL]: ok({ status: 'active', ...member, message: 'Active until 31-03-2027' }),
    });
    renderRoute(`/verify/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Active until 31-03-2027' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Rao Events Pvt Ltd')).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', member.photo_url);
    expect(screen.queryByText(/EEMA/)).not.toBeInTheDocument();
  });

  it('says a lapsed member is not a current member', async () => {
    mockFetch({ [URL]: ok({ status: 'lapsed', ...member, message: 'Not a current member' }) });
    renderRoute(`/verify/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Not a current member' }),
    ).toBeInTheDocument();
  });

  it('says a revoked card was revoked, naming no one', async () => {
    mockFetch({ [URL]: ok({ status: 'revoked', message: 'This card was revoked.' }) });
    renderRoute(`/verify/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This card was revoked.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a card it did not sign', async () => {
    mockFetch({
      [URL]: { status: 400, body: { success: false, message: 'This is not a membership card.' } },
    });
    renderRoute(`/verify/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a membership card.');
  });
});
