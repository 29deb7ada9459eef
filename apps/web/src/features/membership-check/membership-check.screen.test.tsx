import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { callsTo, mockFetch, ownCalls } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const URL = '/api/validate_membership?number=EEMA-0012';

function record(current: boolean) {
  return {
    body: {
      success: true,
      data: {
        member_number: 'EEMA-0012',
        name: 'Rao Events Pvt Ltd',
        category: 'Gold',
        valid_until: current ? '2026-03-31' : '2024-03-31',
        current,
      },
    },
  };
}

async function check(value: string) {
  const view = renderRoute('/membership/validate');
  const field = await screen.findByLabelText('Member number');
  await view.user.type(field, value);
  await view.user.click(screen.getByRole('button', { name: 'Check' }));
  return view;
}

describe('public membership check', () => {
  it('shows the name, category, valid-until date and that the member is current', async () => {
    const fetchMock = mockFetch({ [URL]: record(true) });
    await check(' EEMA-0012 ');
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Current member')).toBeInTheDocument();
    expect(within(result).getByText('Rao Events Pvt Ltd')).toBeInTheDocument();
    expect(within(result).getByText('Gold')).toBeInTheDocument();
    expect(within(result).getByText('31-03-2026')).toBeInTheDocument();
    expect(callsTo(fetchMock, URL)).toBe(1);
  });

  it('says when the member is not current', async () => {
    mockFetch({ [URL]: record(false) });
    await check('EEMA-0012');
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Not a current member')).toBeInTheDocument();
    expect(within(result).getByText('31-03-2024')).toBeInTheDocument();
  });

  it("shows the server's message for an unknown number", async () => {
    mockFetch({
      '/api/validate_membership?number=NOPE': {
        body: { success: false, message: 'No member holds this number' },
      },
    });
    await check('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('No member holds this number');
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
  });

  it('asks for a number before checking', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderRoute('/membership/validate');
    const field = await screen.findByLabelText('Member number');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a member number.');
    expect(field).toHaveAccessibleDescription('Please enter a member number.');
    expect(ownCalls(fetchMock)).toHaveLength(0);
  });

  it('is public and open to signed-in members too', async () => {
    setAuth('member-token', { id: 12, kind: 'member' });
    mockFetch({ [URL]: record(true) });
    const { pathname } = await check('EEMA-0012');
    expect(await screen.findByText('Current member')).toBeInTheDocument();
    expect(pathname()).toBe('/membership/validate');
  });
});
