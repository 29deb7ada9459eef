// "Turn on auto-renewal" after a renewal or an upgrade (issue #30): shown to a signed-in member whose
// category the association offers it to and who has no mandate; never after a new registration.
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { callsTo, mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

configure({ asyncUtilTimeout: 10_000 });

const details = (type: string) => ({
  success: true,
  data: {
    unique_order_id: 'PO-000042',
    Unique_id: 'PRT-0042',
    Plan_Name: 'Gold',
    type,
    user_id: 1,
    total: 1770000,
    paid_at: '2026-04-01T10:00:00.000Z',
    invoice_number: 'INV/2026-27/000001',
    period_from: '2026-03-31T18:30:00.000Z',
    period_to: '2027-03-31T18:30:00.000Z',
  },
});

const offer = (changes: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    offered: true,
    unavailable_reason: null,
    methods: [{ method: 'emandate', label: 'e-mandate (netbanking, debit card or Aadhaar)' }],
    renewal_amount: 1770000,
    no_authentication_limit: 1500000,
    mandate: null,
    debits: [],
    ...changes,
  },
});

describe('the offer of auto-renewal after a payment', () => {
  it('links a renewing member to the set-up on their home', async () => {
    setAuth('member-token', { id: 12 });
    mockFetch({
      '/api/get_order_details/PO-7': { body: details('renew') },
      '/api/auto_renewal': { body: offer() },
    });
    renderRoute('/app/thank-you/PO-7');
    const section = await screen.findByRole('region', { name: 'Renew automatically next year' });
    expect(section).toHaveTextContent('e-mandate (netbanking, debit card or Aadhaar)');
    expect(screen.getByRole('link', { name: 'Turn on auto-renewal' })).toHaveAttribute(
      'href',
      '/app/plan-status#auto-renewal-title',
    );
  });

  it('is not shown where it is not offered, or to a member who has a mandate', async () => {
    setAuth('member-token', { id: 12 });
    mockFetch({
      '/api/get_order_details/PO-7': { body: details('upgrade') },
      '/api/auto_renewal': {
        body: offer({ offered: false, unavailable_reason: 'Not offered', methods: [] }),
      },
    });
    renderRoute('/app/upgrade/payment-success/PO-7');
    await screen.findByText('PRT-0042');
    await new Promise((wait) => setTimeout(wait, 50));
    expect(screen.queryByRole('link', { name: 'Turn on auto-renewal' })).toBeNull();
  });

  it('is not asked about after a new registration', async () => {
    const fetchMock = mockFetch({ '/api/get_order_details/PO-7': { body: details('register') } });
    renderRoute('/register/user/payment-success/PO-7');
    await screen.findByText('PRT-0042');
    expect(callsTo(fetchMock, '/api/auto_renewal')).toBe(0);
    expect(screen.queryByRole('link', { name: 'Turn on auto-renewal' })).toBeNull();
  });
});
