import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProcess } from '../../app/process';
import { getSession, setAuth } from '../../app/session';
import { renderRoute } from '../../test/render-route';
import { authorizationOf, CATEGORIES, mockFetch, ownCalls } from '../../test/mock-fetch';

const ok = (data: unknown) => ({ body: { success: true, data } });

async function renderScreen(path = '/register/user/select-membership') {
  const view = renderRoute(path);
  await screen.findAllByRole('radio');
  return view;
}

describe('select membership', () => {
  it('shows the heading and asks to confirm the eligibility criteria', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    await renderScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select the type of membership' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/read the eligibility criteria/i)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Membership category' })).toBeInTheDocument();
  });

  it('renders one radio card per category with fees in Indian format, the first preselected', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    await renderScreen();

    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('radio', { name: 'Star' })).toBeChecked();
    for (const name of ['Silver', 'Gold', 'Platinum']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }

    const gold = screen.getByRole('radio', { name: 'Gold' });
    expect(gold).toHaveAccessibleDescription(
      'Joining fee ₹1,00,000 Annual Fees ₹1,50,000 *Prices are excluding GST',
    );
    expect(screen.getByRole('radio', { name: 'Platinum' })).toHaveAccessibleDescription(
      /Joining fee ₹2,50,000 Annual Fees ₹10,00,000/,
    );
    expect(screen.getAllByText('*Prices are excluding GST')).toHaveLength(4);
    expect(screen.getAllByText('Joining fee')).toHaveLength(4);
    expect(screen.getAllByText('Annual Fees')).toHaveLength(4);
  });

  it('shows a loading state, then the categories', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    renderRoute('/register/user/select-membership');
    expect(await screen.findByText('Loading membership categories…')).toBeInTheDocument();
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByText('Loading membership categories…')).not.toBeInTheDocument();
  });

  it('shows the server message and retries on error', async () => {
    let calls = 0;
    mockFetch({
      '/api/membership': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { success: false, message: 'Service unavailable' } }
          : ok(CATEGORIES);
      },
    });
    const { user } = renderRoute('/register/user/select-membership');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
  });

  it('says when no category is available, and Continue stays disabled', async () => {
    mockFetch({ '/api/membership': ok([]) });
    renderRoute('/register/user/select-membership');
    expect(
      await screen.findByText('No membership categories are available right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('shows the generic error for an answer that does not match the contract', async () => {
    mockFetch({ '/api/membership': ok([{ id: 1, name: 'Star' }]) });
    renderRoute('/register/user/select-membership');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('moves the selection with the arrow keys', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    const { user } = await renderScreen();
    await user.click(screen.getByRole('radio', { name: 'Star' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Silver' })).toHaveFocus();
  });

  it('opens the eligibility modal on Continue, listing the points and the remark', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    const { user } = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Eligibility for Star' });
    const points = within(dialog).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      'Individual event professional',
      'At least 1 year in the industry',
    ]);
    expect(within(dialog).getByText('Identity proofs are required.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'I confirm that I am eligible to apply for this membership category.',
      }),
    ).not.toBeChecked();
  });

  it('keeps the confirm button disabled until the box is ticked, then stores the category and goes to the form', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    const { user, pathname } = await renderScreen();

    await user.click(screen.getByRole('radio', { name: 'Silver' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Eligibility for Silver' });
    const confirm = within(dialog).getByRole('button', { name: 'Continue' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).queryByText(/Remark/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox'));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await screen.findByRole('heading', { level: 1, name: 'Membership Form' });
    expect(pathname()).toBe('/register/user/membership-form');
    expect(getProcess().currentMembership).toMatchObject({
      id: 2,
      name: 'Silver',
      joining_fee: 25000,
      annual_fee: 50000,
    });
  });

  it('opens the modal from a card’s Eligibility button', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    const { user } = await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Eligibility for Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Eligibility for Gold' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByText('Turnover certificate needed.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('continues straight away once the selected category is confirmed, and resets on a change', async () => {
    mockFetch({ '/api/membership': ok(CATEGORIES) });
    const { user, pathname } = await renderScreen();
    const continueButton = () => screen.getByRole('button', { name: 'Continue' });

    // Confirm Star, then close the modal without continuing.
    await user.click(continueButton());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Close' }));

    // Changing the selection resets the confirmation.
    await user.click(screen.getByRole('radio', { name: 'Gold' }));
    await user.click(screen.getByRole('radio', { name: 'Star' }));
    await user.click(continueButton());
    const dialog = screen.getByRole('dialog', { name: 'Eligibility for Star' });
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();

    // Confirmed and closed: Continue now proceeds without the modal.
    await user.click(within(dialog).getByRole('checkbox'));
    await user.keyboard('{Escape}');
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Membership Form' });
    expect(pathname()).toBe('/register/user/membership-form');
    expect(getProcess().currentMembership?.name).toBe('Star');
  });

  it('on the upgrade path lists the categories an upgrade from the current one may choose', async () => {
    setAuth('member-token', { id: 42, membership_id: 2 });
    const difference = { from: 'Silver', joining_fee: 15000, annual_fee: 25000 };
    const fetchMock = mockFetch({
      '/api/membership/2': ok(
        CATEGORIES.slice(2).map((category) => ({ ...category, upgrade_difference: difference })),
      ),
    });
    const { user, pathname } = await renderScreen('/app/upgrade/select-membership');

    expect(fetchMock).toHaveBeenCalledWith('/api/membership/2', expect.anything());
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer member-token');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Gold' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));

    // The short review of the change comes first (decision 114).
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/confirm'));
    expect(getProcess().currentMembership?.id).toBe(3);
  });

  it('goes back to the plan status from the upgrade picker', async () => {
    setAuth('member-token', { id: 42, membership_id: 2 });
    mockFetch({ '/api/membership/2': ok(CATEGORIES.slice(2)) });
    const { user, pathname } = await renderScreen('/app/upgrade/select-membership');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
  });

  it('signs the member out when the API answers 401', async () => {
    setAuth('stale-token', { id: 42, membership_id: 2 });
    const fetchMock = mockFetch({
      '/api/membership/2': { status: 401, body: { success: false, message: 'Unauthorized' } },
      '/api/membership': ok(CATEGORIES),
    });
    const { pathname } = renderRoute('/app/upgrade/select-membership');

    // The session is gone; the picker (in both route tables) falls back to every category.
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
    await waitFor(() => expect(getSession()).toEqual({ token: null, user: null }));
    // First the check for an upgrade in progress (none here), then the picker's lists. (Besides the
    // association's name, which every page reads, and the member's team, which the plan status
    // asks for beside it.)
    const calls = ownCalls(fetchMock).filter(([url]) => url !== '/api/team');
    expect(calls.map(([url]) => url)).toEqual([
      '/api/plan_status/42',
      '/api/membership/2',
      '/api/membership',
    ]);
    expect(authorizationOf(calls[2]?.[1])).toBeNull();
    expect(pathname()).toBe('/app/upgrade/select-membership');
  });
});
