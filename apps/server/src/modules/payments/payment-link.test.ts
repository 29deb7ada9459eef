// The payment link emailed after the last approval: its token stands for the applicant, so a visit
// from another device gets the checkout and an applicant token to pay with; an expired link leads to
// the expired page and a forged or foreign one is refused.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { tamperedToken } from '../../../test/support/tokens';
import { signPaymentToken } from '../../lib/signed-links';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';

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

  it('hands out no login once the order is paid: the payment was received, sign in instead', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const path = await link(approved.historyId, new Date(Date.now() + 86_400_000));
    const placed = await api.createOrder(approved.auth, {
      user_id: approved.applicationId,
      type: 'register',
    });
    const widget = await api.pay(placed.body.data.order_id);
    const confirmed = await api.paymentSuccess({
      ...widget.body,
      history_id: placed.body.data.history_id,
      history_type: placed.body.data.history_type,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    for (const visited of [path, `${path}/WELCOME10`]) {
      const visit = await api.call('GET', visited);
      expect(visit.status).toBe(200);
      expect(visit.body).toEqual({
        success: false,
        message: 'Payment Already Received!',
        already_paid: true,
      });
    }
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
    const forged = tamperedToken(valid);
    expect((await api.call('GET', forged)).status).toBe(403);
    const foreign = await link(
      approved.historyId,
      new Date(Date.now() + 86_400_000),
      other.historyId,
    );
    expect((await api.call('GET', foreign)).status).toBe(403);
  });
});
