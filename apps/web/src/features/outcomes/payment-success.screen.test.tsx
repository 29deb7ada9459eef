import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setAuth, setToken } from '../../app/session';
import { callsTo, mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

configure({ asyncUtilTimeout: 10_000 });

const DETAILS = {
  success: true,
  data: {
    unique_order_id: 'PO-000042',
    Unique_id: 'PRT-0042',
    Plan_Name: 'Gold',
    type: 'register',
    user_id: 1,
    total: 295000,
    paid_at: '2025-04-01T10:00:00.000Z',
    invoice_number: 'INV/2025-26/000001',
    period_from: '2025-03-31T18:30:00.000Z',
    period_to: '2026-03-31T18:30:00.000Z',
  },
};

/** jsdom has no blob URLs and does not download: both are stubbed, the link's click recorded. */
function stubDownload() {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
  const clicked: { download: string; href: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ download: this.download, href: this.href });
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return clicked;
}

describe('payment success', () => {
  it('shows the texts, the member number and the membership type of the order', async () => {
    const fetchMock = mockFetch({ '/api/get_order_details/PO-000042': { body: DETAILS } });
    renderRoute('/register/user/payment-success/PO-000042');

    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(
      screen.getByText('Your payment was successful! You can now continue using the product'),
    ).toBeInTheDocument();
    const memberNumber = await screen.findByText('PRT-0042');
    expect(memberNumber.previousElementSibling).toHaveTextContent('Member Number');
    expect(screen.getByText('Gold').previousElementSibling).toHaveTextContent('Membership Type');
    // What was paid and what it bought, in India's calendar and grouping.
    expect(screen.getByText('₹2,95,000').previousElementSibling).toHaveTextContent('Amount paid');
    expect(screen.getByText('01-04-2025 to 01-04-2026').previousElementSibling).toHaveTextContent(
      'Membership period',
    );
    expect(screen.getByText('INV/2025-26/000001').previousElementSibling).toHaveTextContent(
      'Invoice number',
    );
    expect(callsTo(fetchMock, '/api/get_order_details/PO-000042')).toBe(1);
    const states = within(screen.getByRole('navigation', { name: 'Steps' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-state'));
    expect(states).toEqual(Array(5).fill('complete'));
  });

  it('says the payment succeeded in a success banner at the top when the checkout led here', async () => {
    mockFetch({ '/api/get_order_details/PO-000042': { body: DETAILS } });
    renderRoute({
      pathname: '/register/user/payment-success/PO-000042',
      state: { paymentConfirmed: true },
    });
    const banner = await screen.findByRole('alert', { name: 'Success' });
    expect(banner).toHaveTextContent('Payment successful!');
    // In the page's flow, before its heading and the payment's details (no floating toast over them).
    const heading = screen.getByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      banner.compareDocumentPosition(screen.getByText('PRT-0042')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no success banner when opened otherwise (a link, a bookmark)', async () => {
    mockFetch({ '/api/get_order_details/PO-000042': { body: DETAILS } });
    renderRoute('/register/user/payment-success/PO-000042');
    await screen.findByText('PRT-0042');
    expect(screen.queryByRole('alert', { name: 'Success' })).toBeNull();
    expect(screen.queryByText('Payment successful!')).toBeNull();
  });

  it('leaves out the period of an order that made none (a server of the release before)', async () => {
    const { period_from: _from, period_to: _to, ...older } = DETAILS.data;
    mockFetch({ '/api/get_order_details/PO-000042': { body: { ...DETAILS, data: older } } });
    renderRoute('/register/user/payment-success/PO-000042');
    await screen.findByText('PRT-0042');
    expect(screen.queryByText('Membership period')).not.toBeInTheDocument();
    expect(screen.getByText('Amount paid')).toBeInTheDocument();
  });

  it("downloads the receipt as 'Receipt-{Unique_id}.pdf'", async () => {
    const clicked = stubDownload();
    const fetchMock = mockFetch({
      '/api/get_order_details/PO-000042': { body: DETAILS },
      '/api/order/view/PO-000042': { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });
    const { user } = renderRoute('/app/upgrade/payment-success/PO-000042');
    await screen.findByText('PRT-0042');
    await user.click(screen.getByRole('button', { name: 'Download Receipt' }));

    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'Receipt-PRT-0042.pdf', href: 'blob:receipt' }]),
    );
    expect(callsTo(fetchMock, '/api/order/view/PO-000042')).toBe(1);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('only logs a receipt that does not come', async () => {
    const clicked = stubDownload();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => consoleError.mockRestore());
    mockFetch({
      '/api/get_order_details/PO-000042': { body: DETAILS },
      '/api/order/view/PO-000042': { status: 500, body: { success: false, message: 'Boom' } },
    });
    const { user } = renderRoute('/register/user/payment-success/PO-000042');
    await screen.findByText('PRT-0042');
    await user.click(screen.getByRole('button', { name: 'Download Receipt' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(clicked).toEqual([]);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Receipt' })).toBeEnabled();
  });

  it('is the renewal thank-you page too, with Go to Home', async () => {
    setAuth('member-token', { id: 12 });
    mockFetch({ '/api/get_order_details/PO-7': { body: DETAILS } });
    const { user, pathname } = renderRoute('/app/thank-you/PO-7');
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    await screen.findByText('PRT-0042');
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
  });

  it.each([
    ['unknown, unpaid or not yours (404)', 404],
    ['refused (403)', 403],
  ])('says a payment cannot be shown, never "Payment Successful!", when %s', async (_n, status) => {
    setToken('applicant-token');
    mockFetch({
      '/api/get_order_details/PO-404': {
        status,
        body: { success: false, message: 'No paid order found' },
      },
    });
    renderRoute('/register/user/payment-success/PO-404');
    await screen.findByRole('heading', { level: 1, name: 'We cannot show this payment' });
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What to do next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Receipt' })).not.toBeInTheDocument();
  });

  it('asks a visitor who is not logged in to log in, then come back to the order', async () => {
    mockFetch({
      '/api/get_order_details/PO-000042': {
        status: 401,
        body: { success: false, message: 'Unauthorized' },
      },
    });
    const { router } = renderRoute('/register/user/payment-success/PO-000042');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/register/user/payment-success/PO-000042',
    );
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it('shows nothing successful while the order is being checked', async () => {
    mockFetch({ '/api/get_order_details/PO-000042': () => new Promise(() => undefined) });
    renderRoute('/register/user/payment-success/PO-000042');
    await screen.findByRole('heading', { level: 1, name: 'Checking your payment' });
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });
});
