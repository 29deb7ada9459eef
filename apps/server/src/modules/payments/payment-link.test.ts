// The payment link emailed after the last approval: its token stands for the applicant, so a visit
// from another device gets the checkout and an applicant token to pay with; an expired link leads to
// the expired page and a forged or foreign one is refused.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { signPaymentToken } from '../pipeline/links';
import { approvedApplication, paymentApi } from './payment-fixtures';

const t = useTestApp();

async function link(historyId: number, expiresAt: Date, tokenFor = historyId) {
  const token = await signPaymentToken(t.config.appSecret, tokenFor, {
    now: new Date(Date.now() - 60_000),
    expiresAt,
  });
  return `/api/payment/${historyId}/register/${token}`;
}

describe('the payment link', () => {
  it('opens the checkout with an applicant token that pays the order', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const visit = await api.call<{ success: boolean; token: string; data: { Plan_Name: string } }>(
      'GET',
      await link(approved.historyId, new Date(Date.now() + 86_400_000)),
    );
    expect(visit.status).toBe(200);
    expect(visit.body).toMatchObject({ success: true, data: { Plan_Name: 'Gold' } });
    const created = await api.createOrder(
      { authorization: `Bearer ${visit.body.token}` },
      { user_id: approved.applicationId, type: 'register' },
    );
    expect(created.status).toBe(200);

    const withCoupon = await api.call<{ data: { coupon: { status: boolean } } }>(
      'GET',
      `${await link(approved.historyId, new Date(Date.now() + 86_400_000))}/WELCOME10`,
    );
    expect(withCoupon.body.data.coupon.status).toBe(true);
  });

  it('hands out a token that logout ends', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const visit = await api.call<{ token: string }>(
      'GET',
      await link(approved.historyId, new Date(Date.now() + 86_400_000)),
    );
    const auth = { authorization: `Bearer ${visit.body.token}` };
    const checkout = `/api/checkout/${approved.applicationId}`;
    expect((await api.call('GET', checkout, auth)).status).toBe(200);
    expect((await api.call('POST', '/api/logout', auth)).status).toBe(200);
    expect((await api.call('GET', checkout, auth)).status).toBe(401);
  });

  it('says the link expired once it has', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const visit = await paymentApi(t.app).call(
      'GET',
      await link(approved.historyId, new Date(Date.now() - 1000)),
    );
    expect(visit.status).toBe(200);
    expect(visit.body).toMatchObject({
      success: false,
      payment_link_expired: true,
      message: 'Payment Link Expired!',
    });
  });

  it('refuses a forged token and a token of another application', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const other = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const valid = await link(approved.historyId, new Date(Date.now() + 86_400_000));
    const forged = `${valid.slice(0, -2)}${valid.endsWith('A') ? 'B' : 'A'}x`;
    expect((await api.call('GET', forged)).status).toBe(403);
    const foreign = await link(
      approved.historyId,
      new Date(Date.now() + 86_400_000),
      other.historyId,
    );
    expect((await api.call('GET', foreign)).status).toBe(403);
  });
});
