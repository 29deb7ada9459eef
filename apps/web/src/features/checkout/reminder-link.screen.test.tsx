import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { callsTo, mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';
import { checkoutData, ready } from './test-support';

/** A renewal reminder's link to the membership of user 12 (base64 'MTI='). */
const REMINDER_LINK = '/renew-checkout-revive/MTI=?h=61&t=reminder-token&type=renew';

function api() {
  return mockFetch({
    '/api/renew_checkout/12': ready(checkoutData({ type: 'renew' })),
    '/api/payment/61/renew/reminder-token': ready(checkoutData({ type: 'renew' }), {
      token: 'link-token',
    }),
  });
}

describe("a renewal reminder's link followed by a signed-in member", () => {
  it('opens their own renewal checkout at /app/checkout', async () => {
    setAuth('member-token', { id: 12, kind: 'member' });
    const fetchMock = api();
    const { pathname } = renderRoute(REMINDER_LINK);

    await screen.findByRole('table', { name: 'Payment details' });
    expect(pathname()).toBe('/app/checkout/MTI=');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/renew_checkout/12')).toBe(1);
    // The member's own session pays; the link's applicant token is not asked for.
    expect(callsTo(fetchMock, '/api/payment/61/renew/reminder-token')).toBe(0);
  });

  it("shows nothing for another member's link, as the logged-in routes say", async () => {
    setAuth('member-token', { id: 14, kind: 'member' });
    const fetchMock = api();
    const { pathname, container } = renderRoute(REMINDER_LINK);
    await waitFor(() => expect(pathname()).toBe('/renew-checkout-revive/MTI='));
    expect(screen.queryByRole('table', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(container.querySelector('main')?.textContent ?? '').not.toMatch(/Make Payment/);
    expect(callsTo(fetchMock, '/api/renew_checkout/12')).toBe(0);
    expect(callsTo(fetchMock, '/api/payment/61/renew/reminder-token')).toBe(0);
  });
});
