// The digital membership card through the API (decision 092): a member's card and its signed token,
// the public check a scanned QR opens (valid, tampered, revoked, lapsed), the photo behind the card's
// own link, and the per-IP limit on checks.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CardVerification, MemberCard } from '@portico/domain/contracts/cards.contract';
import { useTestApp } from '../../../test/support/app';
import { seededMember } from '../../../test/support/payment-fixtures';
import { documents, members } from '../../db/schema';
import { newUploadKey } from '../uploads';
import { CARD_CHECK_RATE_LIMIT } from './cards.routes';

const t = useTestApp();

async function cardOf(email: string, path = '/api/card', method: 'GET' | 'POST' = 'GET') {
  const { auth } = await seededMember(t.app, t.db, email);
  const response = await t.app.inject({ method, url: path, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MemberCard }>().data;
}

async function verify(token: string, ip = '203.0.113.40') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/card/verify/${token}`,
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json<{ data: CardVerification }>() };
}

describe('a membership card', () => {
  it('is issued to the member and verifies, live, with what the card shows and nothing more', async () => {
    const card = await cardOf('active@example.com');
    expect(card.serial).toBe(1);
    expect(card.verify_url).toMatch(new RegExp(`^https?://[^/]+/verify/${card.token}$`));
    expect(card.active).toBe(true);
    expect(card.valid_until).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // Opening the card again gives the same card.
    expect((await cardOf('active@example.com')).token).toBe(card.token);

    const checked = await verify(card.token);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({
      status: 'active',
      name: card.name,
      company: card.company,
      category: card.category,
      photo_url: null,
      valid_until: card.valid_until,
      message: `Active until ${card.valid_until}`,
    });
  });

  it('refuses a tampered or malformed token with a 400, never a 500', async () => {
    const { token } = await cardOf('active@example.com');
    const [payload = '', signature = ''] = token.split('~');
    const other = Buffer.from(JSON.stringify({ m: 1, c: 1, v: 1 })).toString('base64url');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [
      `${other}~${signature}`,
      `${payload}~${flipped}`,
      `${payload}~${'A'.repeat(86)}`,
      'not-a-token',
      `${Buffer.from('{"m":').toString('base64url')}~${signature}`,
    ]) {
      const answer = await verify(bad);
      expect(answer.status, bad).toBe(400);
    }
  });

  it('says a lapsed member is not a current member', async () => {
    const card = await cardOf('lapsed@example.com');
    expect(card.active).toBe(false);
    const checked = await verify(card.token);
    expect(checked.body.data).toMatchObject({ status: 'lapsed', message: 'Not a current member' });
  });

  it('says a revoked card was revoked, naming no one, while the reissued card verifies', async () => {
    const first = await cardOf('active@example.com');
    const second = await cardOf('active@example.com', '/api/card/reissue', 'POST');
    expect(second.serial).toBe(2);
    expect(second.token).not.toBe(first.token);
    expect((await verify(first.token)).body.data).toEqual({
      status: 'revoked',
      message: 'This card was revoked.',
    });
    expect((await verify(second.token)).body.data.status).toBe('active');
  });

  it('names no one once the member’s data was erased', async () => {
    const card = await cardOf('active@example.com');
    const { member } = await seededMember(t.app, t.db, 'active@example.com');
    await t.db.update(members).set({ erasedAt: new Date() }).where(eq(members.id, member.id));
    expect((await verify(card.token)).body.data).toEqual({
      status: 'revoked',
      message: 'This card was revoked.',
    });
  });

  it('shows the representative photo through the card, and not through a revoked one', async () => {
    const { member } = await seededMember(t.app, t.db, 'active@example.com');
    const key = newUploadKey('png');
    await t.app.files.put(key, Buffer.from('\x89PNG photo'), { contentType: 'image/png' });
    await t.db.insert(documents).values({
      field: 'repersentative_photo',
      storageKey: key,
      originalName: 'me.png',
      mimeType: 'image/png',
      sizeBytes: 10,
      applicationId: member.applicationId,
    });
    const card = await cardOf('active@example.com');
    expect(card.photo_url).toBe(`/api/card/photo/${card.token}`);
    const photo = await t.app.inject({ method: 'GET', url: card.photo_url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.body).toContain('photo');

    await cardOf('active@example.com', '/api/card/reissue', 'POST');
    const refused = await t.app.inject({ method: 'GET', url: card.photo_url ?? '' });
    expect(refused.statusCode).toBe(404);
  });

  it('is only the signed-in member’s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/card' })).statusCode).toBe(401);
  });

  it('limits checks per IP with a 429 and Retry-After; another IP is unaffected', async () => {
    const { token } = await cardOf('active@example.com');
    for (let n = 1; n <= CARD_CHECK_RATE_LIMIT.max; n += 1) {
      expect((await verify(token, '203.0.113.41')).status, `check ${n}`).toBe(200);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/card/verify/${token}`,
      remoteAddress: '203.0.113.41',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many card checks/);
    expect((await verify(token, '198.51.100.41')).status).toBe(200);
  });
});
