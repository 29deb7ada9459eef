// The scanner's offline check (decision 103): a card signed with a test key verifies against its
// public key; a tampered or foreign token, a revoked card and a lapsed membership are told apart.
import { getPublicKeyAsync, signAsync, utils } from '@noble/ed25519';
import type { OfflineCardList } from '@portico/domain/contracts/cards.contract';
import { describe, expect, it } from 'vitest';
import { checkOffline, tokenIn } from './card-check';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

async function testKey() {
  const secret = utils.randomSecretKey();
  return { secret, publicKey: b64url(await getPublicKeyAsync(secret)) };
}

async function tokenOf(secret: Uint8Array, m: number, c: number): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify({ m, c, v: 1 }));
  return `${b64url(payload)}~${b64url(await signAsync(payload, secret))}`;
}

const AT = new Date('2026-11-29T10:00:00Z');

function listOf(publicKey: string): OfflineCardList {
  const card = {
    name: 'Asha Rao',
    company: 'Rao Events Pvt Ltd',
    category: 'Gold',
    valid_until: '31-03-2027',
    expires_at: '2027-03-31T18:29:59.999Z',
    member_active: true,
  };
  return {
    public_key: publicKey,
    fetched_at: '2026-11-29T08:00:00Z',
    revoked: [[7, 1]],
    cards: [
      { m: 7, c: 2, ...card },
      { m: 9, c: 1, ...card, name: 'Ravi Shah', expires_at: '2026-10-31T18:29:59.999Z' },
    ],
  };
}

describe('checking a card offline', () => {
  it('shows a current member’s card from its signed token, scanned as a link or pasted bare', async () => {
    const { secret, publicKey } = await testKey();
    const token = await tokenOf(secret, 7, 2);
    for (const scanned of [`https://portal.example.org/verify/${token}`, ` ${token} `]) {
      expect(tokenIn(scanned)).toBe(token);
      const answer = await checkOffline(scanned, listOf(publicKey), AT);
      expect(answer).toMatchObject({ status: 'active', card: { name: 'Asha Rao' } });
    }
  });

  it('says a lapsed membership is not current', async () => {
    const { secret, publicKey } = await testKey();
    const answer = await checkOffline(await tokenOf(secret, 9, 1), listOf(publicKey), AT);
    expect(answer).toMatchObject({ status: 'lapsed', card: { name: 'Ravi Shah' } });
  });

  it('refuses a revoked card', async () => {
    const { secret, publicKey } = await testKey();
    const answer = await checkOffline(await tokenOf(secret, 7, 1), listOf(publicKey), AT);
    expect(answer).toEqual({ status: 'revoked' });
  });

  it('refuses a token signed by another key, an altered one and anything else', async () => {
    const { publicKey } = await testKey();
    const other = await testKey();
    const foreign = await tokenOf(other.secret, 7, 2);
    const [payload = '', signature = ''] = foreign.split('~');
    const altered = `${b64url(new TextEncoder().encode('{"m":9,"c":1,"v":1}'))}~${signature}`;
    for (const text of [foreign, altered, `${payload}~${'A'.repeat(86)}`, 'hello', '']) {
      expect((await checkOffline(text, listOf(publicKey), AT)).status, text).toBe('not-a-card');
    }
  });

  it('does not vouch for a genuine card issued after the list was downloaded', async () => {
    const { secret, publicKey } = await testKey();
    const answer = await checkOffline(await tokenOf(secret, 11, 1), listOf(publicKey), AT);
    expect(answer).toEqual({ status: 'unknown' });
  });
});
