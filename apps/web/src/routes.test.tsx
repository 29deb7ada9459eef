import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { setAuth } from './app/session';
import { CHUNK_LOAD_TIMEOUT_MS } from '@portico/domain/constants';
import { withTimeout } from './app/lazy-with-timeout';
import { routes } from './routes';
import { renderRoute } from './test/render-route';
import { mockFetch } from './test/mock-fetch';

const signIn = () => setAuth('token-1', { id: 11 });

/** A checkout any checkout call can answer, so that the checkout screens stay on their route. */
const CHECKOUT = {
  type: 'register',
  Plan_Name: 'Gold',
  Name: 'Rao Events Pvt Ltd',
  Authorized_Person: 'Asha Rao',
  Email: 'asha@example.com',
  Mobile: '9876543210',
  Joining_Fees: 100000,
  Discount: 0,
  Annual_Fees: 150000,
  gst: 45000,
  gst_rate: 18,
  total: 295000,
  plan_history: { id: 1, history_type: 'new', app_id: 1 },
  coupon: { status: false, msg: '', code: null, reason: 'none' },
  period: null,
};

/** A paid order of the visitor's (the only kind the payment outcome says is successful). */
const PAID_ORDER = {
  unique_order_id: 'ORD-1',
  Unique_id: 'PM-0001',
  Plan_Name: 'Gold',
  type: 'register',
  user_id: 1,
  total: 2950,
  paid_at: '2025-04-01T10:00:00.000Z',
  invoice_number: 'PT/2526/000001',
};

/** Every call succeeds: a checkout, a paid order, an empty list for the others. */
function answerEverything() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const data = url.includes('checkout')
        ? CHECKOUT
        : url.includes('get_order_details')
          ? PAID_ORDER
          : [];
      return Response.json({ success: true, data });
    }),
  );
}

async function expectPage(path: string, heading: string) {
  const view = renderRoute(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return view;
}

describe('route table', () => {
  describe('signed out', () => {
    it.each([
      ['/no/such/page'],
      ['/'],
      ['/app'],
      ['/app/'],
      ['/app/plan-status'],
      ['/app/checkout/MQ=='],
    ])('sends %s to /login', async (path) => {
      const { pathname } = await expectPage(path, 'Log In');
      expect(pathname()).toBe('/login');
    });

    it('defaults the applicant step to select-membership', async () => {
      const { pathname } = renderRoute('/register/user');
      await waitFor(() => expect(pathname()).toBe('/register/user/select-membership'));
      const unknown = renderRoute('/register/user/not-a-step/MQ==');
      await waitFor(() => expect(unknown.pathname()).toBe('/register/user/select-membership'));
    });
  });

  describe('signed in', () => {
    beforeEach(signIn);

    it.each([['/no/such/page'], ['/'], ['/login'], ['/register/user/select-membership']])(
      'sends %s to /app/plan-status',
      async (path) => {
        const { pathname } = await expectPage(path, 'Plan Status');
        expect(pathname()).toBe('/app/plan-status');
      },
    );

    it.each([['/app'], ['/app/'], ['/app/not-a-step']])(
      'redirects %s to /app/plan-status',
      async (path) => {
        const { pathname } = await expectPage(path, 'Plan Status');
        expect(pathname()).toBe('/app/plan-status');
      },
    );

    it('renders nothing for renew-checkout-revive', async () => {
      const { pathname } = renderRoute('/renew-checkout-revive/MQ==');
      await screen.findByRole('main');
      expect(pathname()).toBe('/renew-checkout-revive/MQ==');
      expect(within(screen.getByRole('main')).queryByRole('heading')).not.toBeInTheDocument();
    });

    it.each([
      ['/app/plan-status', 'Plan Status'],
      ['/app/checkout/MTI=', 'Checkout'],
      ['/app/thank-you/ORD-1', 'Payment Successful!'],
      ['/app/upgrade/select-membership', 'Select the type of membership'],
      ['/app/upgrade/payment-success/ORD-2', 'Payment Successful!'],
    ])('serves %s', async (path, heading) => {
      answerEverything();
      const { pathname } = await expectPage(path, heading);
      expect(pathname()).toBe(path);
    });
  });

  describe('every route of both tables', () => {
    beforeEach(answerEverything);

    it.each([
      ['/login', 'Log In'],
      ['/register/user/select-membership', 'Select the type of membership'],
      ['/register/user/membership-form', 'Membership Form'],
      ['/register/user/membership-form/MQ==', 'Membership Form'],
      ['/register/user/application-review/MQ==', 'Application In Review'],
      ['/register/user/checkout/MQ==', 'Checkout'],
      ['/register/user/payment-success/ORD-1', 'Payment Successful!'],
      ['/app/upgrade/select-membership', 'Select the type of membership'],
      ['/app/upgrade/membership-form', 'Membership Form'],
      ['/app/upgrade/application-review/MQ==', 'Application In Review'],
      ['/app/upgrade/checkout/MQ==', 'Checkout'],
      ['/app/upgrade/payment-success/ORD-1', 'Payment Successful!'],
      ['/user/update-details/MQ==', 'Update Details'],
      ['/user/update-details/MQ==/renew', 'Update Details'],
      ['/user/update-details/MQ==/thanks/1', 'Data Already Recorded'],
      ['/user/update-details/MQ==/thanks/0', 'Data Updated Successfully'],
      ['/application/1/MQ==/approve', 'Reference Response'],
      ['/payment-received', 'Payment Already Received!'],
      ['/payment-expired', 'Payment Link Expired!'],
      ['/application-cancelled', 'Application Cancelled!'],
      ['/application-cancelled/MQ==', 'Application Cancelled!'],
      ['/renew-checkout-revive/MQ==', 'Checkout'],
      ['/membership/validate', 'Membership Check'],
    ])('%s shows %s', async (path, heading) => {
      const { pathname } = await expectPage(path, heading);
      expect(pathname()).toBe(path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });

    it('sets the document title per page', async () => {
      await expectPage('/payment-expired', 'Payment Link Expired!');
      // Without the association's answer the page's title stands alone: never the product's name.
      await waitFor(() => expect(document.title).toBe('Payment Link Expired'));
    });
  });

  describe('the staff wizard', () => {
    const signInStaff = (roles: string[] = ['admin']) =>
      setAuth('staff-token', {
        id: 1,
        kind: 'staff',
        staff: true,
        email: 'staff@example.com',
        name: 'Asha Admin',
        roles,
        zones: [],
      });

    it.each([
      ['/admin-update/user/select-membership'],
      ['/admin-update/user/membership-form/MQ=='],
      ['/office-update/user/membership-form/MQ=='],
      ['/office-update/user/application-review/MQ=='],
      ['/admin-update/user'],
      ['/admin/user/select-membership'],
    ])('sends a visitor without a staff session from %s to the staff sign-in', async (path) => {
      answerEverything();
      const { pathname, router } = await expectPage(path, 'Staff sign-in');
      expect(pathname()).toBe('/staff/login');
      // Back to where they were going once signed in.
      expect(router.state.location.state).toEqual({ from: path });
      expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
    });

    it('treats a member session as no staff session', async () => {
      answerEverything();
      signIn();
      const { pathname } = await expectPage(
        '/admin-update/user/membership-form/MQ==',
        'Staff sign-in',
      );
      expect(pathname()).toBe('/staff/login');
    });

    it.each([
      ['/admin-update/user/select-membership', 'Select the type of membership'],
      ['/admin-update/user/select-membership/MQ==', 'Select the type of membership'],
      ['/admin-update/user/membership-form/MQ==', 'Membership Form'],
      ['/office-update/user/membership-form/MQ==', 'Membership Form'],
      ['/admin/user/select-membership', 'Select the type of membership'],
    ])('serves %s to admin and office staff (%s), full width', async (path, heading) => {
      answerEverything();
      signInStaff(['admin', 'office']);
      const { pathname } = await expectPage(path, heading);
      expect(pathname()).toBe(path);
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    });

    it('defaults the staff step to select-membership', async () => {
      answerEverything();
      signInStaff();
      const { pathname } = await expectPage('/admin-update/user', 'Select the type of membership');
      expect(pathname()).toBe('/admin-update/user/select-membership');
    });

    it("shows an application's review in the back office", async () => {
      answerEverything();
      signInStaff(['office']);
      const { pathname } = renderRoute('/office-update/user/application-review/MQ==');
      await waitFor(() => expect(pathname()).toBe('/staff/applications/PA-000001'));
      const none = renderRoute('/admin-update/user/application-review');
      await waitFor(() => expect(none.pathname()).toBe('/staff/applications'));
    });

    it('tells staff who may not edit applications so, with the way to the back office', async () => {
      answerEverything();
      signInStaff(['zone_manager']);
      await expectPage('/admin-update/user/membership-form/MQ==', 'Not available');
      expect(screen.getByText(/Only admin and office staff edit applications/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the applications' })).toHaveAttribute(
        'href',
        '/staff/applications',
      );
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    });
  });

  describe('outcome pages', () => {
    it('payment received: heading, text and Go to Home', async () => {
      const { user, pathname } = await expectPage('/payment-received', 'Payment Already Received!');
      expect(
        screen.getByText('Your payment was successful! You can now continue using the portal'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go to Home' }));
      await screen.findByRole('heading', { level: 1, name: 'Log In' });
      expect(pathname()).toBe('/login');
    });

    it('payment expired: what happened, why, what to do next and Go to Home', async () => {
      await expectPage('/payment-expired', 'Payment Link Expired!');
      expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
      expect(
        screen.getByText(/this one is past its date. Nothing was charged./),
      ).toBeInTheDocument();
      expect(screen.getByText(/Ask the association for a new payment link/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    });

    it("gives the association's contact from GET /api/association", async () => {
      mockFetch({
        '/api/association': {
          body: {
            success: true,
            data: {
              name: 'Demo Association',
              short_name: null,
              email: 'help@demo.example',
              phone: '+91 22 4000 0000',
              logo_url: null,
              gst_rate: 18,
            },
          },
        },
      });
      await expectPage('/application-cancelled/MQ==', 'Application Cancelled!');
      expect(await screen.findByText(/Questions\? Contact Demo Association/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'help@demo.example' })).toHaveAttribute(
        'href',
        'mailto:help@demo.example',
      );
      expect(screen.getByRole('link', { name: '+91 22 4000 0000' })).toHaveAttribute(
        'href',
        'tel:+912240000000',
      );
    });

    it.each([
      ['/nothing-to-pay?opens=05-01-2027', 'Renewal opens on 05-01-2027'],
      ['/nothing-to-pay', 'Nothing to pay'],
      ['/nothing-to-pay?opens=<b>soon</b>', 'Nothing to pay'],
    ])('%s says %s', async (path, heading) => {
      await expectPage(path, heading);
      expect(screen.queryByText(/Payment Already Received/)).not.toBeInTheDocument();
    });

    it('sends a signed-out visitor of a member page to /login, and back there afterwards', async () => {
      const { router } = await expectPage('/app/checkout/MQ==?h=3', 'Log In');
      expect(router.state.location.pathname).toBe('/login');
      const search = new URLSearchParams(router.state.location.search);
      expect(search.get('next')).toBe('/app/checkout/MQ==?h=3');
      expect(
        screen.getByRole('heading', { name: 'Please log in to continue' }),
      ).toBeInTheDocument();
    });

    it('application cancelled: heading and Go to Home (to the plan status when signed in)', async () => {
      signIn();
      const { user, pathname } = await expectPage(
        '/application-cancelled/MQ==',
        'Application Cancelled!',
      );
      await user.click(screen.getByRole('button', { name: 'Go to Home' }));
      await screen.findByRole('heading', { level: 1, name: 'Plan Status' });
      expect(pathname()).toBe('/app/plan-status');
    });
  });

  describe('errors', () => {
    let consoleError: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      // React reports the caught render error on the console.
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => consoleError.mockRestore());

    function Boom(): never {
      throw new Error('Kaboom');
    }

    /** The real route table with a screen that throws. */
    function withThrowingScreen(): RouteObject[] {
      const [root] = routes;
      const [inner] = root?.children ?? [];
      if (!root || !inner) throw new Error('unexpected route table shape');
      return [
        {
          ...root,
          children: [
            { ...inner, children: [{ path: 'boom', Component: Boom }, ...(inner.children ?? [])] },
          ],
        } as RouteObject,
      ];
    }

    it("shows 'Unexpected Application Error!' with a way out, and none of the error's internals", async () => {
      renderRoute('/boom', withThrowingScreen());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Kaboom/)).not.toBeInTheDocument();
      expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    });

    it("shows 'Unexpected Application Error!' when a route module fails to load", async () => {
      const [root] = routes;
      const broken: RouteObject[] = [
        {
          ...root,
          children: [
            {
              path: 'broken',
              lazy: async () => {
                throw new Error('Failed to fetch dynamically imported module');
              },
            },
          ],
        } as RouteObject,
      ];
      renderRoute('/broken', broken);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
    });

    it('tells the visitor a page took too long when its module does not load in time', async () => {
      // Only the time-out's clock is fake, and it moves only when told: a clock that also followed
      // real time (shouldAdvanceTime) passed the time-out early whenever the machine was slow.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const [root] = routes;
      const stalled: RouteObject[] = [
        {
          ...root,
          children: [
            { path: 'stalled', lazy: withTimeout(() => new Promise<never>(() => undefined)) },
          ],
        } as RouteObject,
      ];
      renderRoute('/stalled', stalled);
      // Not a second early: the spec gives a chunk 120 s.
      expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000);
      expect(screen.queryByText(/took too long to load/)).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1000);
      vi.useRealTimers();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/took too long to load/)).toBeInTheDocument();
    });
  });
});
