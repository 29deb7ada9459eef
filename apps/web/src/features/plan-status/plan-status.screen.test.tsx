import { screen, waitFor, within } from '@testing-library/react';
import { formatIndiaDate } from '@portico/domain/format';
import type { PlanStatus } from '@portico/domain/member';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProcess, mergeProcessData, setCurrentMembership } from '../../app/process';
import { getSession, setAuth } from '../../app/session';
import { callsTo, CATEGORIES, mockFetch, type MockReply } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

type Routes = Parameters<typeof mockFetch>[0];

const planStatus = goldPlanStatus;

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

/** A checkout any checkout screen can show, so that those screens stay on their route. */
const CHECKOUT = {
  type: 'renew',
  Plan_Name: 'Gold',
  Name: 'Rao Events Pvt Ltd',
  Authorized_Person: 'Asha Rao',
  Email: 'asha@example.com',
  Mobile: '9876543210',
  Joining_Fees: 0,
  Discount: 0,
  Annual_Fees: 150000,
  gst: 27000,
  gst_rate: 18,
  total: 177000,
  plan_history: { id: 9, history_type: 'renew', app_id: 12 },
  coupon: { status: false, msg: '', code: null, reason: 'none' },
  period: null,
};

/** A payable checkout as the checkout calls answer it. */
const payable = (data: unknown): MockReply => ({
  body: { success: true, data, payment_link_expired: false, provider: 'sandbox', key: 'rzp_test' },
});

function open(status: PlanStatus | MockReply, routes: Routes = {}) {
  const reply = 'Plan_Name' in status ? ok(status) : status;
  const fetchMock = mockFetch({ '/api/plan_status/12': reply, ...routes });
  const view = renderRoute('/app/plan-status');
  return { ...view, fetchMock };
}

const renewButton = () => screen.getByRole('button', { name: 'Renew Plan' });

describe('plan status', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('shows a loading placeholder, then the plan card, member number and expiry', async () => {
    open(planStatus());
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Status' })).toBeVisible();
    expect(screen.getByText('Loading your plan…')).toBeInTheDocument();

    const card = await screen.findByRole('region', { name: 'Gold' });
    expect(within(card).getByText('Current Plan')).toBeInTheDocument();
    expect(within(card).getByText('Renewal Fees')).toBeInTheDocument();
    expect(within(card).getByText('₹1,77,000')).toBeInTheDocument();
    expect(within(card).getByText('Billing Cycle')).toBeInTheDocument();
    expect(within(card).getByText('Annual')).toBeInTheDocument();
    expect(screen.getByText('EEMA-0012')).toBeInTheDocument();
    expect(screen.getByText('31-03-2026')).toBeInTheDocument();
    expect(screen.queryByText('Loading your plan…')).not.toBeInTheDocument();
  });

  it('shows no expired banner and keeps Renew Plan disabled for an active plan outside the window', async () => {
    open(planStatus());
    await screen.findByRole('region', { name: 'Gold' });
    expect(screen.queryByText('Your Membership Plan Expired.')).not.toBeInTheDocument();
    expect(renewButton()).toBeDisabled();
    // Why, and the day it opens, read with the button.
    expect(renewButton()).toHaveAccessibleDescription(
      'Renewal opens on 30-01-2026, 60 days before your plan expires on 31-03-2026.',
    );
    // No back button on this page.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('enables Renew Plan inside the renewal window, without the banner', async () => {
    open(planStatus({ renew: true }));
    await screen.findByRole('region', { name: 'Gold' });
    expect(renewButton()).toBeEnabled();
    expect(renewButton()).toHaveAccessibleDescription(
      'Renewal is open. Your plan expires on 31-03-2026; the renewed year starts from that date.',
    );
    expect(screen.queryByText('Your Membership Plan Expired.')).not.toBeInTheDocument();
  });

  it('shows the expired heading and text, and enables Renew Plan, for an expired plan', async () => {
    open(planStatus({ Plan: 'expired', renew: true }));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Your Membership Plan Expired.',
    });
    expect(heading).toBeVisible();
    expect(
      screen.getByText('Please renew it to continue accessing our services. Thank you!'),
    ).toBeInTheDocument();
    expect(renewButton()).toBeEnabled();
    expect(renewButton()).toHaveAccessibleDescription(
      'Your plan expired on 31-03-2026. You can renew it until 29-06-2026; the renewed year starts from the expiry date.',
    );
  });

  it('says a membership lapsed beyond the window starts a new year from the payment', async () => {
    open(planStatus({ Plan: 'expired', renew: false, revive: true }));
    await screen.findByRole('region', { name: 'Gold' });
    expect(renewButton()).toBeEnabled();
    expect(renewButton()).toHaveAccessibleDescription(
      'Your plan expired on 31-03-2026, more than 90 days ago. Renewing now starts a new year from the day you pay.',
    );
  });

  it('shows an approved upgrade waiting for payment, whose Pay leads to its checkout', async () => {
    const { user, pathname } = open(
      planStatus({ upgrade_app_id: 44, upgrade_payable: { app_id: 44, Plan_Name: 'Platinum' } }),
      {
        '/api/checkout_upgrade/44': payable({
          ...CHECKOUT,
          type: 'upgrade',
          Plan_Name: 'Platinum',
        }),
      },
    );
    const panel = await screen.findByRole('region', {
      name: 'Your upgrade to Platinum has been approved',
    });
    expect(screen.queryByRole('link', { name: /Upgrade Membership/ })).not.toBeInTheDocument();
    const pay = within(panel).getByRole('link', { name: 'Pay for the upgrade to Platinum' });
    expect(pay).toHaveAttribute('href', '/app/upgrade/checkout/PA-000044');
    await user.click(pay);
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/checkout/PA-000044'));
  });

  it('offers the upgrade tile, which leads to the upgrade picker', async () => {
    const { user, pathname } = open(planStatus(), {
      '/api/membership/3': ok(CATEGORIES.slice(3)),
    });
    const tile = await screen.findByRole('link', { name: /Upgrade Membership/ });
    await user.click(tile);
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/select-membership'));
    expect(await screen.findAllByRole('radio')).toHaveLength(1);
  });

  it('hides the upgrade tile for Platinum', async () => {
    open(planStatus({ Plan_Name: 'Platinum', can_upgrade: false }));
    await screen.findByRole('region', { name: 'Platinum' });
    expect(screen.queryByRole('link', { name: /Upgrade Membership/ })).not.toBeInTheDocument();
  });

  it('clears any in-progress application data on entering', async () => {
    setCurrentMembership({ id: 2, name: 'Silver' });
    mergeProcessData({ id: 44, email: 'x@example.com', email_verified: true });
    open(planStatus());
    await screen.findByRole('region', { name: 'Gold' });
    expect(getProcess()).toEqual({ step: 1, currentMembership: null, data: {} });
  });

  it('asks for nothing only some roles may use until the team says who is signed in', async () => {
    // A billing person's page while /api/team is on its way: an admin's call (their data requests)
    // would be answered 403, which signs the person out.
    let answerTeam: (reply: MockReply) => void = () => undefined;
    const { fetchMock } = open(planStatus(), {
      '/api/team': () => new Promise<MockReply>((resolve) => (answerTeam = resolve)),
      '/api/my_data_requests': { status: 403, body: { success: false, message: 'Forbidden' } },
    });
    await screen.findByRole('region', { name: 'Gold' });
    expect(screen.queryByRole('link', { name: 'Edit my details' })).not.toBeInTheDocument();
    answerTeam(
      ok({
        company_name: 'Rao Events Pvt Ltd',
        me: { id: 2, name: 'Asha Billing', role: 'billing', holder: false },
        people: [],
        transfers_need_approval: false,
        transfer_request: null,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Your role in the team' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit my details' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/my_data_requests')).toBe(0);
    expect(getSession().token).toBe('member-token');
  });

  describe('a failing plan_status', () => {
    let consoleError: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => consoleError.mockRestore());

    it('is only logged: no message, Renew Plan disabled', async () => {
      open({ status: 500, body: { success: false, message: 'Database unavailable' } });
      await waitFor(() => expect(consoleError).toHaveBeenCalled());
      expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(renewButton()).toBeDisabled();
    });
  });

  describe('the renew banner (issue #29)', () => {
    it('is absent while renewal is closed', async () => {
      open(planStatus());
      await screen.findByRole('region', { name: 'Gold' });
      expect(screen.queryByRole('button', { name: 'Renew now' })).not.toBeInTheDocument();
    });

    it('tells a member inside the window that renewal is due, with the expiry date', async () => {
      open(planStatus({ renew: true }));
      const banner = await screen.findByRole('region', {
        name: 'Your membership is due for renewal',
      });
      expect(
        within(banner).getByText(
          'Your plan expires on 31-03-2026. Renew now to keep it without a break.',
        ),
      ).toBeInTheDocument();
    });

    it('puts Renew now before the plan card, and it goes where Renew Plan goes', async () => {
      const { user, pathname } = open(planStatus({ Plan: 'expired', renew: true }), {
        '/api/renew_checkout/12': payable(CHECKOUT),
      });
      const banner = await screen.findByRole('region', { name: 'Your Membership Plan Expired.' });
      const card = await screen.findByRole('region', { name: 'Gold' });
      const renewNow = within(banner).getByRole('button', { name: 'Renew now' });
      // Earlier in the page than the plan card: on a phone it is on the first screen.
      expect(
        renewNow.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await user.click(renewNow);
      await waitFor(() => expect(pathname()).toBe('/app/checkout/PA-000012'));
    });
  });

  describe('Renew Plan', () => {
    it('goes straight to the renewal checkout when no documents check is due (manual 0)', async () => {
      const { user, pathname } = open(planStatus({ renew: true }), {
        '/api/renew_checkout/12': payable(CHECKOUT),
      });
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());
      await waitFor(() => expect(pathname()).toBe('/app/checkout/PA-000012'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    });

    it('goes to the revival checkout, shown to the member, when beyond the renewal window', async () => {
      const { user, pathname } = open(planStatus({ Plan: 'expired', renew: false, revive: true }), {
        '/api/revive_renew_checkout/12': payable({ ...CHECKOUT, type: 'revive_renew' }),
      });
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());
      await waitFor(() => expect(pathname()).toBe('/renew-checkout-revive/PA-000012'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      expect(await screen.findByText('Rao Events Pvt Ltd')).toBeInTheDocument();
    });

    it('asks one question per document on record as files instead (issue #29)', async () => {
      const { user } = open(planStatus({ Plan: 'expired', renew: true, manual: 1 }), {
        '/api/my_details': {
          body: {
            success: true,
            data: {
              name: 'A',
              company_name: 'B',
              email: 'a@example.com',
              mobile_number: '9800000002',
              registered_address: 'x',
              registered_city: '',
              registered_pin: '',
              gst_number: '',
              pan_number: '',
              documents: [
                {
                  field: 'pan_proof',
                  question: 'Is this still your current PAN card?',
                  original_name: 'pan.pdf',
                  url: '/api/files/a.pdf',
                },
              ],
              documents_asked: true,
            },
          },
        },
      });
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());
      expect(
        await screen.findByRole('heading', { name: 'Check your documents', level: 1 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument();
    });

    it('asks to confirm the documents (manual 1): Yes waits for the dated checkbox, No does not', async () => {
      const { user } = open(
        planStatus({ Plan: 'expired', renew: true, manual: 1, pdf_standalone: '/docs/12.pdf' }),
      );
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());

      // Without documents on record as files (my_details answers none), the link is confirmed.
      const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
      expect(
        within(dialog).getByText(
          'Please confirm the current documents for your company available with the association are correct.',
        ),
      ).toBeInTheDocument();
      const link = within(dialog).getByRole('link', { name: /View Documents/ });
      expect(link).toHaveAttribute('href', '/docs/12.pdf');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

      const today = formatIndiaDate(new Date());
      const box = within(dialog).getByRole('checkbox', {
        name: `I confirm that I have gone through the documents, they are correct as on date ${today}`,
      });
      const yes = within(dialog).getByRole('button', { name: 'Yes' });
      const no = within(dialog).getByRole('button', { name: 'No' });
      expect(yes).toBeDisabled();
      expect(no).toBeEnabled();

      await user.click(box);
      expect(yes).toBeEnabled();
      expect(no).toBeEnabled();
      await user.click(box);
      expect(yes).toBeDisabled();
      expect(no).toBeEnabled();
    });

    it('on Yes posts the confirmation, resets manual and goes to the checkout of the app_id', async () => {
      setAuth('member-token', { id: 12, membership_id: 3, kind: 'member', manual: 1 });
      const { user, pathname, fetchMock } = open(
        planStatus({ Plan: 'expired', renew: true, manual: 4, pdf_standalone: '/docs/12.pdf' }),
        {
          'POST /api/user_clean_update/ignore': {
            body: { success: true, message: 'Documents confirmed', app_id: 77 },
          },
          '/api/renew_checkout/77': payable(CHECKOUT),
        },
      );
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());
      const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

      await waitFor(() => expect(pathname()).toBe('/app/checkout/PA-000077'));
      expect(callsTo(fetchMock, 'POST /api/user_clean_update/ignore')).toBe(1);
      const ignore = fetchMock.mock.calls.find(([url]) => url === '/api/user_clean_update/ignore');
      expect(ignore?.[1]?.body).toBeUndefined();
      expect(getSession().user?.manual).toBe(0);
    });

    it('on No, unticked, goes to the self-update before the renewal', async () => {
      const { user, pathname } = open(
        planStatus({ Plan: 'expired', renew: true, manual: 1, pdf_standalone: '/docs/12.pdf' }),
      );
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());
      const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
      // Without ticking: the member says the documents are not correct.
      await user.click(within(dialog).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(pathname()).toBe('/user/update-details/PA-000012/renew'));
    });

    it("without a documents link asks to upload them ('Upload Documents')", async () => {
      const { user, pathname } = open(planStatus({ Plan: 'expired', renew: true, manual: 1 }));
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());
      const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
      expect(within(dialog).getByText('Kindly upload your documents.')).toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('link', { name: /View Documents/ })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Upload Documents' }));
      await waitFor(() => expect(pathname()).toBe('/user/update-details/PA-000012/renew'));
    });

    it('shows the server message when the confirmation fails, and stays', async () => {
      const { user, pathname } = open(
        planStatus({ Plan: 'expired', renew: true, manual: 1, pdf_standalone: '/docs/12.pdf' }),
        {
          'POST /api/user_clean_update/ignore': {
            status: 409,
            body: { success: false, message: 'Nothing to confirm' },
          },
        },
      );
      await screen.findByRole('region', { name: 'Gold' });
      await user.click(renewButton());
      const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Nothing to confirm')).toBeInTheDocument();
      expect(pathname()).toBe('/app/plan-status');
    });
  });
});
