import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearProcess, getProcess, setCurrentMembership } from '../../app/process';
import { setAuth } from '../../app/session';
import { bodiesSentTo, CATEGORIES, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });
const GOLD = {
  ...CATEGORIES[2]!,
  upgrade_difference: { from: 'Silver', joining_fee: 15000, annual_fee: 25000 },
};
const made = (payable: boolean) =>
  ok({
    needs: [],
    application: {
      id: 44,
      app_id: 'PA-000044',
      review_stage: payable ? 'approved' : 'accounts',
      payable,
    },
  });

function open(reply: MockReply) {
  const fetchMock = mockFetch({ 'POST /api/upgrade/start': reply });
  return { ...renderRoute('/app/upgrade/confirm'), fetchMock };
}

describe('the upgrade’s short review', () => {
  beforeEach(() => {
    setAuth('member-token', { id: 12, membership_id: 2, kind: 'member' });
    setCurrentMembership(GOLD);
  });

  it('shows what changes and the difference to pay before anything is sent', async () => {
    const { fetchMock } = open(made(true));
    await screen.findByRole('heading', { level: 1, name: 'Check your upgrade' });
    const facts = screen.getByText('Your plan now').closest('dl')!;
    expect(facts).toHaveTextContent('Your plan nowSilver');
    expect(facts).toHaveTextContent(`Your plan after the upgrade${GOLD.name}`);
    expect(facts).toHaveTextContent('You pay₹40,000 plus GST');
    expect(screen.getByText(/your expiry date stays the same/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/upgrade/start')).toEqual([]);
  });

  it('names the form’s step as the current one in the progress, the category chosen', async () => {
    open(made(true));
    await screen.findByRole('heading', { level: 1, name: 'Check your upgrade' });
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Select Membership');
    expect(steps[0]).toHaveAttribute('data-state', 'complete');
    expect(steps[1]).toHaveTextContent('Membership Form');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('goes on to pay the difference when nobody reviews upgrades', async () => {
    const { user, pathname, fetchMock } = open(made(true));
    await user.click(await screen.findByRole('button', { name: 'Confirm upgrade' }));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/checkout/PA-000044'));
    expect(bodiesSentTo(fetchMock, 'POST /api/upgrade/start')).toEqual([
      { membership_id: GOLD.id },
    ]);
  });

  it('goes to the review when the association reviews upgrades', async () => {
    const { user, pathname } = open(made(false));
    await user.click(await screen.findByRole('button', { name: 'Confirm upgrade' }));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/application-review/PA-000044'));
  });

  it('lists only what the record lacks, then opens the form filled in from it', async () => {
    const { user, pathname } = open(
      ok({
        needs: [
          {
            field: 'turnover_certificate',
            label: 'Turnover certificate',
            message: 'Turnover certificate is required',
            new_for_category: true,
          },
        ],
        application: null,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm upgrade' }));
    const section = await screen.findByRole('region', {
      name: 'Your record needs a few things first',
    });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Turnover certificate']);
    // The form shows the same list above its tabs.
    expect(getProcess().data.upgrade_needs).toEqual(['Turnover certificate']);
    await user.click(within(section).getByRole('button', { name: 'Continue to the form' }));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/membership-form'));
  });

  it('says why the server refused, on the page', async () => {
    const message =
      'You already have an upgrade in progress. Continue it from your plan status page.';
    const { user } = open({ status: 409, body: { success: false, message } });
    await user.click(await screen.findByRole('button', { name: 'Confirm upgrade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends the member back to choose when no category was chosen', async () => {
    clearProcess();
    const { pathname } = open(made(true));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/select-membership'));
  });
});
