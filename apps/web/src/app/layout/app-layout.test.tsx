import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAuth } from '../session';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

/** The staff wizard needs a staff session that may edit. */
function signInAdmin() {
  setAuth('staff-token', { id: 1, kind: 'staff', roles: ['admin'], zones: [] });
}

function stepItems() {
  return within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('listitem');
}

function states() {
  return stepItems().map((item) => item.getAttribute('data-state'));
}

// The membership form's page asks for its form chunk as it opens; these tests look at the frame and
// end before that import would finish, which then fails after the environment is torn down. Loaded
// once here, the page's own import finds it ready.
/** The answer for a paid order of the signed-in visitor's (payment success shows only then). */
function paidOrder(orderId: string) {
  return {
    body: {
      success: true,
      data: {
        unique_order_id: orderId,
        Unique_id: 'PRT-0011',
        Plan_Name: 'Gold',
        type: 'register',
        user_id: 11,
        total: 295000,
        paid_at: '2026-04-01T10:00:00.000Z',
        invoice_number: 'PT/2627/000001',
      },
    },
  };
}

beforeAll(() => import('../../features/membership-form/membership-wizard'));

describe('shared layout', () => {
  it('marks the first step complete, the second active and the rest pending on the membership form', async () => {
    renderRoute('/register/user/membership-form');
    await screen.findByRole('heading', { level: 1, name: 'Membership Form' });

    expect(stepItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Select Membership'),
      expect.stringContaining('Membership Form'),
      expect.stringContaining('Application In Review'),
      expect.stringContaining('Checkout'),
      expect.stringContaining('Status'),
    ]);
    expect(states()).toEqual(['complete', 'active', 'pending', 'pending', 'pending']);
    expect(stepItems()[1]).toHaveAttribute('aria-current', 'step');
    expect(stepItems()[0]).toHaveTextContent('(completed)');
  });

  it("shows 'Step 02', a 40% progress ring and '1 Out of 5' on the membership form", async () => {
    renderRoute('/register/user/membership-form');
    await screen.findByRole('heading', { level: 1, name: 'Membership Form' });

    expect(within(screen.getByRole('banner')).getByText('Step 02')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(progress).toHaveTextContent('40%');
    expect(screen.getByText('Steps Completed')).toBeInTheDocument();
    expect(screen.getByText('1 Out of 5')).toBeInTheDocument();
  });

  it('has the landmarks: banner, complementary with a navigation, main; the association named, the product only in the footer', async () => {
    mockFetch({
      '/api/association': {
        body: {
          success: true,
          data: {
            name: 'Event Makers Association of Karnataka',
            short_name: 'EMAK',
            email: 'help@emak.example.org',
            phone: null,
            logo_url: '/api/association/logo?v=logo-1',
            gst_rate: 18,
          },
        },
      },
    });
    renderRoute('/register/user/membership-form');
    await screen.findByRole('heading', { level: 1, name: 'Membership Form' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    const progress = screen.getByRole('complementary', { name: 'Progress' });
    await waitFor(() => expect(progress).toHaveTextContent('EMAK'));
    expect(progress).not.toHaveTextContent('Portico');
    expect(progress.querySelector('img')).toHaveAttribute('src', '/api/association/logo?v=logo-1');
    await waitFor(() => expect(document.title).toBe('Membership Form | EMAK'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Portico');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('marks the last step complete on payment-success', async () => {
    mockFetch({ '/api/get_order_details/ORD-1': paidOrder('ORD-1') });
    renderRoute('/register/user/payment-success/ORD-1');
    // Once the order is known to be paid (the page loads, then asks).
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });

    expect(states()).toEqual(['complete', 'complete', 'complete', 'complete', 'complete']);
    expect(screen.getByText('Step 05')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('5 Out of 5')).toBeInTheDocument();
  });

  it('shows the member flow when signed in on /app/plan-status', async () => {
    setAuth('token-1', { id: 11 });
    renderRoute('/app/plan-status');
    await screen.findByRole('heading', { level: 1, name: 'Plan Status' });

    expect(stepItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Plan Status'),
      expect.stringContaining('Checkout'),
      expect.stringContaining('Thank You'),
    ]);
    expect(states()).toEqual(['active', 'pending', 'pending']);
    expect(screen.getByText('Step 01')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('0 Out of 3')).toBeInTheDocument();
  });

  it('marks the last member step complete on thank-you', async () => {
    setAuth('token-1', { id: 11 });
    mockFetch({ '/api/get_order_details/ORDER-9': paidOrder('ORDER-9') });
    renderRoute('/app/thank-you/ORDER-9');
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });

    expect(states()).toEqual(['complete', 'complete', 'complete']);
    expect(screen.getByText('3 Out of 3')).toBeInTheDocument();
  });

  it('keeps the applicant flow on an upgrade path even when signed in', async () => {
    setAuth('token-1', { id: 11, membership_id: 2 });
    renderRoute('/app/upgrade/application-review/MTI=');
    await screen.findByRole('heading', { level: 1, name: 'Application In Review' });

    expect(states()).toEqual(['complete', 'complete', 'active', 'pending', 'pending']);
    expect(screen.getByText('Step 03')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  });

  it('uses the full-width layout on staff paths: the admin steps above, no sidebar or header', async () => {
    signInAdmin();
    renderRoute('/admin-update/user/membership-form/MQ==');
    await screen.findByRole('heading', { level: 1, name: 'Membership Form' });

    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(stepItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Membership'),
      expect.stringContaining('Membership Form'),
      expect.stringContaining('Application In Review'),
    ]);
    expect(states()).toEqual(['complete', 'active', 'pending']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('uses the full-width layout on office-update and admin paths too', async () => {
    signInAdmin();
    mockFetch({});
    const { unmount } = renderRoute('/office-update/user/membership-form/MQ==');
    await screen.findByRole('heading', { level: 1, name: 'Membership Form' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();

    renderRoute('/admin/user/select-membership');
    await screen.findByRole('heading', { level: 1, name: 'Select the type of membership' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
