import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { CATEGORIES, mockFetch, type MockReply } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

/** plan_status of a Silver member; `upgrade_app_id` names an upgrade application in progress. */
function planStatus(upgradeAppId: number | null) {
  return ok(
    goldPlanStatus({
      Plan_Name: 'Silver',
      Annual_Fees: 50000,
      gst: 9000,
      total: 59000,
      upgrade_app_id: upgradeAppId,
    }),
  );
}

function flags(form: boolean, review: boolean, payment: boolean) {
  return ok({
    application_form_completion: form,
    application_review_completion: review,
    application_payment_completion: payment,
    application: { app_id: '44' },
  });
}

function open(upgradeStatus: MockReply | null) {
  const fetchMock = mockFetch({
    '/api/plan_status/12': planStatus(upgradeStatus ? 44 : null),
    ...(upgradeStatus ? { '/api/user/application/44': upgradeStatus } : {}),
    '/api/membership/2': ok(CATEGORIES.slice(2)),
  });
  return { ...renderRoute('/app/upgrade/select-membership'), fetchMock };
}

describe('upgrade picker', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 2, kind: 'member' }));

  it('offers only the categories above the member’s own when no upgrade is in progress', async () => {
    const { fetchMock, pathname } = open(null);
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Gold' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Platinum' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/user/application/44');
    expect(pathname()).toBe('/app/upgrade/select-membership');
  });

  it('shows the difference to pay on the first screen, as the server computed it', async () => {
    mockFetch({
      '/api/plan_status/12': planStatus(null),
      '/api/membership/2': ok(
        CATEGORIES.slice(2).map((category) => ({
          ...category,
          upgrade_difference: { from: 'Silver', joining_fee: 15000, annual_fee: 25000 },
        })),
      ),
    });
    renderRoute('/app/upgrade/select-membership');
    expect(await screen.findAllByText('You pay ₹40,000 plus GST')).toHaveLength(2);
    expect(
      screen.getAllByText(
        /the difference from your Silver plan \(joining fee ₹15,000, annual fee ₹25,000\)/,
      ),
    ).toHaveLength(2);
  });

  it('continues an unfinished upgrade form', async () => {
    const { pathname } = open(flags(false, false, false));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/membership-form/PA-000044'));
  });

  it('continues to the review once the form is complete', async () => {
    const { pathname } = open(flags(true, false, false));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/application-review/PA-000044'));
  });

  it('continues to the checkout once the review is complete', async () => {
    const { pathname } = open(flags(true, true, false));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/checkout/PA-000044'));
  });

  it('stays on the picker once the upgrade is paid', async () => {
    const { pathname } = open(flags(true, true, true));
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(pathname()).toBe('/app/upgrade/select-membership');
  });

  it('shows the picker when the upgrade status cannot be read', async () => {
    const { pathname } = open({ status: 404, body: { success: false, message: 'Not found' } });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(pathname()).toBe('/app/upgrade/select-membership');
  });
});
