// A member asked to confirm their documents (manual 1 or 4) cannot renew around the confirmation:
// the renewal checkouts, the renewal orders and a reminder's link all answer 409 naming the manual
// flag until the documents are confirmed (user_clean_update/ignore) or the details updated; and the
// confirmation itself needs a documents link to confirm.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { members } from '../../db/schema';
import { findLatestHistory } from '../records/applications.repository';
import { signPaymentToken } from '../../lib/signed-links';
import { paymentApi, seededMember } from '../../../test/support/payment-fixtures';

const t = useTestApp();

type Refusal = { success: false; message: string; errors?: Record<string, string> };

const REFUSAL = {
  success: false,
  message: 'Please confirm your documents, or update your details, before renewing.',
  errors: { manual: 'Please confirm your documents, or update your details, before renewing.' },
};

/** The renewal link a reminder emails (GET /api/payment/{history}/renew/{token}). */
async function reminderLink(userId: number): Promise<string> {
  const history = await findLatestHistory(t.db, userId);
  if (!history) throw new Error('no plan history');
  const token = await signPaymentToken(t.config.appSecret, history.id, {
    now: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `/api/payment/${history.id}/renew/${token}`;
}

describe('a renewal while the documents await confirmation', () => {
  it('is refused by the checkout, the order and the reminder link until confirmed', async () => {
    const api = paymentApi(t.app);
    const { userId, auth } = await seededMember(t.app, t.db, 'manual@example.com');

    const checkout = await api.call<Refusal>('GET', `/api/renew_checkout/${userId}`, auth);
    expect(checkout.status).toBe(409);
    expect(checkout.body).toEqual(REFUSAL);
    const order = await api.createOrder(auth, { user_id: userId, type: 'renew' });
    expect(order.status).toBe(409);
    expect(order.body).toEqual(REFUSAL);
    const link = await api.call<Refusal>('GET', await reminderLink(userId));
    expect(link.status).toBe(409);
    expect(link.body).toEqual(REFUSAL);

    const confirmed = await api.call('POST', '/api/user_clean_update/ignore', auth);
    expect(confirmed.status).toBe(200);
    expect((await api.checkout(`/api/renew_checkout/${userId}`, auth)).body).toMatchObject({
      success: true,
      data: { type: 'renew' },
    });
    expect((await api.createOrder(auth, { user_id: userId, type: 'renew' })).status).toBe(200);
  });

  it('refuses manual 4 the same way, and the revival of a long-lapsed member too', async () => {
    const api = paymentApi(t.app);
    const renewing = await seededMember(t.app, t.db, 'renew@example.com');
    await t.db.update(members).set({ manual: 4 }).where(eq(members.id, renewing.member.id));
    const renewal = await api.call<Refusal>(
      'GET',
      `/api/renew_checkout/${renewing.userId}`,
      renewing.auth,
    );
    expect(renewal.status).toBe(409);
    expect(renewal.body.errors).toEqual(REFUSAL.errors);

    const lapsed = await seededMember(t.app, t.db, 'revive@example.com');
    await t.db.update(members).set({ manual: 1 }).where(eq(members.id, lapsed.member.id));
    const revival = await api.call<Refusal>(
      'GET',
      `/api/revive_renew_checkout/${lapsed.userId}`,
      lapsed.auth,
    );
    expect(revival.status).toBe(409);
    const order = await api.createOrder(lapsed.auth, {
      user_id: lapsed.userId,
      type: 'revive_renew',
    });
    expect(order.status).toBe(409);
  });

  it('leaves a member with manual 0 to renew as before', async () => {
    const api = paymentApi(t.app);
    const { userId, auth } = await seededMember(t.app, t.db, 'renew@example.com');
    expect((await api.checkout(`/api/renew_checkout/${userId}`, auth)).status).toBe(200);
  });
});

describe('confirming the documents (user_clean_update/ignore)', () => {
  it('is refused without a documents link: there is nothing to confirm, only to upload', async () => {
    const api = paymentApi(t.app);
    const { member, userId, auth } = await seededMember(t.app, t.db, 'manual@example.com');
    await t.db.update(members).set({ pdfStandalone: null }).where(eq(members.id, member.id));

    const ignored = await api.call<Refusal>('POST', '/api/user_clean_update/ignore', auth);
    expect(ignored.status).toBe(409);
    expect(ignored.body.message).toBe('Kindly upload your documents.');
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.manual).toBe(1);
    expect((await api.call('GET', `/api/renew_checkout/${userId}`, auth)).status).toBe(409);
  });
});
