// Every member call refuses another member's token (403) and leaves the other member's records as they
// were: upgrade and revival checkouts, the order details and receipt, the payment callback and its
// failure report, the self-update and the documents confirmation, and the completion flags. (The plan
// status, user details, renewal checkout and renewal order: members.test.ts and payments tests.)
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { members } from '../../db/schema';
import type { Headers } from '../../../test/support/application-fixtures';
import {
  approvedApplication,
  paymentApi,
  seededMember,
} from '../../../test/support/payment-fixtures';

const t = useTestApp();

type Seeded = Awaited<ReturnType<typeof seededMember>>;

let owner: Seeded;
let other: Seeded;

beforeEach(async () => {
  // The owner's renewal is due; the other member is an ordinary active member.
  owner = await seededMember(t.app, t.db, 'renew@example.com');
  other = await seededMember(t.app, t.db, 'active@example.com');
});

async function status(method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return response.statusCode;
}

/** The owner's renewal order, paid in the sandbox; the widget's signed answer not yet confirmed. */
async function ownersPaidRenewal(): Promise<{ order: PaymentOrder; widget: ProviderSuccess }> {
  const api = paymentApi(t.app);
  const placed = await api.createOrder(owner.auth, { user_id: owner.userId, type: 'renew' });
  expect(placed.status).toBe(200);
  const widget = (await api.pay(placed.body.data.order_id)).body as ProviderSuccess;
  return { order: placed.body.data, widget };
}

describe("another member's token", () => {
  it('is refused the payment callback of the owner’s order, which the owner then confirms', async () => {
    const { order, widget } = await ownersPaidRenewal();
    const callback = {
      ...widget,
      history_id: order.history_id,
      history_type: order.history_type,
    };
    // Refused as an unknown order is: "not yours" does not say "it exists".
    expect(await status('POST', '/api/PaymentSuccess', other.auth, callback)).toBe(400);
    expect(await status('POST', '/api/PaymentSuccess', owner.auth, callback)).toBe(200);
  });

  it('is refused the order details and the receipt, by order number and by user id', async () => {
    const { order, widget } = await ownersPaidRenewal();
    await paymentApi(t.app).paymentSuccess({
      ...widget,
      history_id: order.history_id,
      history_type: order.history_type,
    });
    // As an order number or a user id nobody has: 404 by order number, 403 by user id.
    for (const [ref, refused] of [
      [order.unique_order_id, 404],
      [String(owner.userId), 403],
    ] as const) {
      expect(await status('GET', `/api/get_order_details/${ref}`, other.auth)).toBe(refused);
      expect(await status('GET', `/api/order/view/${ref}`, other.auth)).toBe(refused);
      expect(await status('GET', `/api/get_order_details/${ref}`, owner.auth)).toBe(200);
    }
  });

  it('is refused the failure report of the owner’s payment', async () => {
    const { order } = await ownersPaidRenewal();
    const report = {
      history_id: order.history_id,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' },
    };
    // Not found to them, as an unknown plan history is.
    expect(await status('POST', '/api/unsuccessful', other.auth, report)).toBe(404);
    expect(await status('POST', '/api/unsuccessful', owner.auth, report)).toBe(200);
  });

  it('is refused the upgrade checkout of the owner’s upgrade', async () => {
    const upgrade = await approvedApplication(t.app, t.db, {
      category: 'Gold',
      journey: 'upgrade',
      memberId: owner.member.id,
      email: owner.member.email,
      mobile: owner.member.mobileNumber,
    });
    const url = `/api/checkout_upgrade/${upgrade.applicationId}`;
    expect(await status('GET', url, other.auth)).toBe(403);
    expect(await status('GET', url, owner.auth)).toBe(200);
  });

  it('is refused the revival checkout of a long-lapsed member', async () => {
    const lapsed = await seededMember(t.app, t.db, 'revive@example.com');
    const url = `/api/revive_renew_checkout/${lapsed.userId}`;
    expect(await status('GET', url, other.auth)).toBe(403);
    expect(await status('GET', url, lapsed.auth)).toBe(200);
  });

  it('is refused the completion flags of the owner’s application', async () => {
    const url = `/api/user/application/${owner.userId}`;
    expect(await status('GET', url, other.auth)).toBe(403);
    expect(await status('GET', url, owner.auth)).toBe(200);
  });

  it('cannot update, nor confirm the documents of, a member asked to', async () => {
    const asked = await seededMember(t.app, t.db, 'manual@example.com');
    // The other member is asked too, so only the user id named tells the calls apart.
    await t.db.update(members).set({ manual: 1 }).where(eq(members.id, other.member.id));
    expect(
      await status('POST', '/api/user_clean_update', other.auth, {
        id: asked.userId,
        company_name: 'Taken Over Pvt Ltd',
      }),
    ).toBe(403);
    expect(
      await status('POST', '/api/user_clean_update/ignore', other.auth, { id: asked.userId }),
    ).toBe(403);
    const rows = await t.db.select().from(members);
    expect(rows.find((row) => row.id === asked.member.id)).toMatchObject({
      manual: 1,
      companyName: asked.member.companyName,
    });
    expect(rows.find((row) => row.id === other.member.id)?.manual).toBe(1);
    // Naming one's own user id is fine.
    expect(
      await status('POST', '/api/user_clean_update/ignore', asked.auth, { id: asked.userId }),
    ).toBe(200);
  });
});
