// The staff scanner page: the cards downloaded for the day, a card's code pasted (the camera's
// accessible fallback) and checked on the device with a test key, then live when online.
import { getPublicKeyAsync, signAsync, utils } from '@noble/ed25519';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInStaff } from '../../app/staff/test-support';
import { renderRoute } from '../../test/render-route';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

async function keyAndToken() {
  const secret = utils.randomSecretKey();
  const payload = new TextEncoder().encode(JSON.stringify({ m: 7, c: 2, v: 1 }));
  return {
    publicKey: b64url(await getPublicKeyAsync(secret)),
    token: `${b64url(payload)}~${b64url(await signAsync(payload, secret))}`,
  };
}

function offlineList(publicKey: string) {
  return {
    success: true,
    data: {
      public_key: publicKey,
      fetched_at: new Date().toISOString(),
      revoked: [[7, 1]],
      cards: [
        {
          m: 7,
          c: 2,
          name: 'Asha Rao',
          company: 'Rao Events Pvt Ltd',
          category: 'Gold',
          valid_until: '31-03-2099',
          expires_at: '2099-03-31T18:29:59.999Z',
          member_active: true,
        },
      ],
    },
  };
}

describe('checking cards at the door', () => {
  beforeEach(() => {
    localStorage.clear();
    signInStaff();
  });
  afterEach(() => vi.restoreAllMocks());

  it('checks a pasted card on the device, with no network, once the cards are downloaded', async () => {
    const { publicKey, token } = await keyAndToken();
    const api = mockApi({ 'GET /api/staff/card-check/offline': { body: offlineList(publicKey) } });
    const view = renderRoute('/staff/card-check');
    await view.user.click(
      await screen.findByRole('button', { name: 'Download the cards for offline checks' }),
    );
    expect(await screen.findByText(/1 card downloaded at/)).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await view.user.type(
      screen.getByLabelText('Card link or code'),
      `https://portal.example.org/verify/${token}`,
    );
    await view.user.click(screen.getByRole('button', { name: 'Check this card' }));
    expect(
      await screen.findByRole('heading', { name: 'Active until 31-03-2099' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('No network: checked on this device only.')).toBeInTheDocument();
    expect(api.callsTo(`GET /api/card/verify/${token}`)).toHaveLength(0);
  });

  it('keeps the downloaded cards for the day and asks the live check when online', async () => {
    const { publicKey, token } = await keyAndToken();
    localStorage.setItem('portico.card-check.offline', JSON.stringify(offlineList(publicKey).data));
    mockApi({
      [`GET /api/card/verify/${token}`]: {
        body: { success: true, data: { status: 'revoked', message: 'This card was revoked.' } },
      },
    });
    const view = renderRoute('/staff/card-check');
    await view.user.type(await screen.findByLabelText('Card link or code'), token);
    await view.user.click(screen.getByRole('button', { name: 'Check this card' }));
    expect(await screen.findByText('Live check: This card was revoked.')).toBeInTheDocument();
  });

  it('refuses a code the association did not sign', async () => {
    const { publicKey } = await keyAndToken();
    const other = await keyAndToken();
    localStorage.setItem('portico.card-check.offline', JSON.stringify(offlineList(publicKey).data));
    mockApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const view = renderRoute('/staff/card-check');
    await view.user.type(await screen.findByLabelText('Card link or code'), other.token);
    await view.user.click(screen.getByRole('button', { name: 'Check this card' }));
    expect(
      await screen.findByRole('heading', { name: 'This is not a membership card.' }),
    ).toBeInTheDocument();
  });
});
