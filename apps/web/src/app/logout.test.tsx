import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProcess, mergeProcessData, setCurrentMembership } from './process';
import { getSession, setAuth } from './session';
import { authorizationOf, callsTo, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render-route';

function signIn() {
  setAuth('member-token', { id: 12, kind: 'member' });
}

describe('log out', () => {
  it('ends the token on the server, clears auth and process state and shows /login', async () => {
    signIn();
    const fetchMock = mockFetch({ 'POST /api/logout': { body: { success: true } } });
    const { user, pathname } = renderRoute('/app/upgrade/select-membership');
    const button = await screen.findByRole('button', { name: 'Log Out' });
    // An upgrade in progress is forgotten too.
    setCurrentMembership({ id: 3, name: 'Gold' });
    mergeProcessData({ id: 44 });

    await user.click(button);
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    expect(getSession()).toEqual({ token: null, user: null });
    expect(getProcess()).toEqual({ step: 1, currentMembership: null, data: {} });
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/logout');
    expect(call?.[1]?.method).toBe('POST');
    expect(authorizationOf(call?.[1])).toBe('Bearer member-token');
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('logs out locally even when the server call fails', async () => {
    signIn();
    const fetchMock = mockFetch({
      'POST /api/logout': { status: 500, body: { success: false, message: 'Down' } },
    });
    const { user, pathname } = renderRoute('/app/plan-status');
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(getSession()).toEqual({ token: null, user: null });
    expect(callsTo(fetchMock, 'POST /api/logout')).toBe(1);
  });

  it('is offered only to a signed-in member', async () => {
    mockFetch({});
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });
});
