import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

const ok = (data: unknown): MockReply => ({ body: { success: true, data } });

const ASSOCIATION = ok({
  name: 'Event Makers Association of Karnataka',
  short_name: 'EMAK',
  email: 'help@emak.example.org',
  phone: null,
  logo_url: '/api/association/logo?v=logo-1',
  gst_rate: 18,
});

function card(serial: number, active = true, wallets = { apple: false, google: false }) {
  const token = `payload${serial}~${'s'.repeat(86)}`;
  return {
    token,
    verify_url: `https://portal.example.org/verify/${token}`,
    serial,
    member_number: 'EEMA-0012',
    name: 'Asha Rao',
    company: 'Rao Events Pvt Ltd',
    category: 'Gold',
    photo_url: `/api/card/photo/${token}`,
    valid_until: '31-03-2027',
    active,
    wallets,
  };
}

describe('the member’s card page', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('shows the association, the member’s facts, photo and a QR of the verification link', async () => {
    mockFetch({ '/api/association': ASSOCIATION, '/api/card': ok(card(1)) });
    renderRoute('/app/card');
    const shown = await screen.findByRole('article', { name: 'Your membership card' });
    expect(
      await within(shown).findByText('Event Makers Association of Karnataka'),
    ).toBeInTheDocument();
    for (const fact of ['Asha Rao', 'Rao Events Pvt Ltd', 'Gold', 'EEMA-0012', '31-03-2027']) {
      expect(within(shown).getByText(fact)).toBeInTheDocument();
    }
    expect(within(shown).getByRole('img', { name: 'Asha Rao' })).toHaveAttribute(
      'src',
      card(1).photo_url,
    );
    const qr = within(shown).getByRole('img', { name: 'QR code to verify this card' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('link', { name: 'Open the page the QR shows' })).toHaveAttribute(
      'href',
      card(1).verify_url,
    );
  });

  it('says when the member is not current', async () => {
    mockFetch({ '/api/association': ASSOCIATION, '/api/card': ok(card(1, false)) });
    renderRoute('/app/card');
    expect(await screen.findByText(/Not a current member/)).toBeInTheDocument();
  });

  it('replaces a lost card with a new one', async () => {
    mockFetch({
      '/api/association': ASSOCIATION,
      '/api/card': ok(card(1)),
      'POST /api/card/reissue': ok(card(2)),
    });
    const view = renderRoute('/app/card');
    await screen.findByRole('article', { name: 'Your membership card' });
    await view.user.click(screen.getByRole('button', { name: 'Replace this card (lost phone)' }));
    expect(
      await screen.findByText('The old card no longer verifies. This is your new card.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the page the QR shows' })).toHaveAttribute(
      'href',
      card(2).verify_url,
    );
  });

  it('offers the PDF always and a wallet only where the association set it up', async () => {
    mockFetch({
      '/api/association': ASSOCIATION,
      '/api/card': ok(card(1, true, { apple: false, google: true })),
    });
    renderRoute('/app/card');
    expect(
      await screen.findByRole('button', { name: 'Download the card (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to Google Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
  });
});
