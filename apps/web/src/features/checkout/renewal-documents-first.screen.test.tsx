import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../app/session';
import { callsTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

/** What the server answers a renewal while the member's documents await confirmation. */
const REFUSED: MockReply = {
  status: 409,
  body: {
    success: false,
    message: 'Please confirm your documents, or update your details, before renewing.',
    errors: { manual: 'Please confirm your documents, or update your details, before renewing.' },
  },
};

const MANUAL_MEMBER = goldPlanStatus({
  Plan: 'expired',
  renew: true,
  Unique_id: 'PM-0012',
  Name: 'Joshi Exhibitions Pvt Ltd',
  Email: 'manual@example.com',
  manual: 1,
  pdf_standalone: 'https://example.com/documents/joshi-exhibitions.pdf',
});

describe('a renewal refused until the documents are confirmed', () => {
  it('sends a signed-in member to the plan status with the confirmation open', async () => {
    const consoleError = vi.spyOn(console, 'error');
    setAuth('member-token', { id: 12, kind: 'member' });
    const fetchMock = mockFetch({
      '/api/renew_checkout/12': REFUSED,
      '/api/plan_status/12': { body: { success: true, data: MANUAL_MEMBER } },
    });
    const { pathname } = renderRoute('/app/checkout/MTI=');

    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(pathname()).toBe('/app/plan-status');
    expect(within(dialog).getByRole('link', { name: /View Documents/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(callsTo(fetchMock, '/api/renew_checkout/12')).toBe(1);
    // A refusal with a way forward is not a failure to log.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("asks someone who came by a reminder's link, signed out, to log in first", async () => {
    mockFetch({ '/api/payment/61/renew/reminder-token': REFUSED });
    const { pathname } = renderRoute(
      '/renew-checkout-revive/MTI=?h=61&t=reminder-token&type=renew',
    );
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(
      await screen.findByText('Please log in to confirm your documents before renewing.'),
    ).toBeInTheDocument();
  });
});
