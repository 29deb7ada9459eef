// Test helpers of checkouts and payments: an application approved for payment (inserted as the review
// pipeline leaves it), member tokens of the seeded members, and the sandbox widget as a browser would
// use it. Used only by *.test.ts files.
import { eq } from 'drizzle-orm';
import type { CheckoutResponse, PaymentOrder, SandboxPayResponse } from '@portico/domain/checkout';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import {
  members,
  membershipCategories,
  planHistory,
  states,
  type ZoneCode,
} from '../../src/db/schema';
import { applicantBearer, bearer } from './tokens';
import { hmacSha256Hex } from '../../src/adapters/payments/payment-signature';
import { deriveSandboxSecrets } from '../../src/adapters/payments/sandbox-provider';
import { insertApplication } from '../../src/modules/records/applications.repository';
import type { Headers } from './application-fixtures';

export type Approved = {
  applicationId: number;
  historyId: number;
  email: string;
  mobile: string;
  auth: Headers;
};

let counter = 0;

/** A new application of `category`, approved by every reviewer and waiting for payment. */
export async function approvedApplication(
  app: App,
  db: Database,
  options: {
    category?: string;
    state?: string;
    gstNumber?: string | null;
    journey?: 'new' | 'upgrade';
    memberId?: number | null;
    email?: string;
    mobile?: string;
  } = {},
): Promise<Approved> {
  counter += 1;
  const email = options.email ?? `payer${counter}.${Date.now()}@example.com`;
  const mobile =
    options.mobile ??
    `9${String(Date.now() % 1e7).padStart(7, '0')}${String(counter % 100).padStart(2, '0')}`;
  const [category] = await db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.name, options.category ?? 'Gold'));
  const [state] = await db
    .select()
    .from(states)
    .where(eq(states.name, options.state ?? 'Karnataka'));
  if (!category || !state) throw new Error('seed data missing');
  const application = await insertApplication(db, {
    categoryId: category.id,
    journey: options.journey ?? 'new',
    memberId: options.memberId ?? null,
    name: 'Asha Rao',
    email,
    emailVerified: true,
    mobileNumber: mobile,
    mobileVerified: true,
    primaryNumber: mobile,
    zone: state.zone as ZoneCode,
    stateId: state.id,
    gstNumber: options.gstNumber === undefined ? '29ABCDE1234F1ZW' : options.gstNumber,
    panNumber: 'ABCDE1234F',
    companyName: 'Rao Events Pvt Ltd',
    registeredAddress: '12 Lake Road, Bengaluru',
    isDraft: false,
    steps: 4,
    submittedAt: new Date(),
  });
  const [history] = await db
    .insert(planHistory)
    .values({
      applicationId: application.id,
      categoryId: category.id,
      historyType: options.journey ?? 'new',
      appFilled: true,
      approvalZm: 'approved',
      approvalAccounts: 'approved',
      referenceCheck1: 'approved',
      referenceCheck2: 'approved',
      approvalGoverning1: 'approved',
      approvalGoverning2: 'approved',
      reviewStage: 'approved',
      companyName: 'Rao Events Pvt Ltd',
    })
    .returning();
  return {
    applicationId: application.id,
    historyId: history!.id,
    email,
    mobile,
    auth: await applicantBearer(app, { emails: [email], mobiles: [mobile] }),
  };
}

/** A seeded member's id, user id (application) and a member token. */
export async function seededMember(app: App, db: Database, email: string) {
  const [member] = await db.select().from(members).where(eq(members.email, email));
  if (!member?.applicationId) throw new Error(`no seeded member ${email}`);
  return {
    member,
    userId: member.applicationId,
    auth: await bearer(app, { kind: 'member', memberId: member.id, userId: member.applicationId }),
  };
}

export type Call<T> = { status: number; body: T };

export function paymentApi(app: App) {
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ): Promise<Call<T>> {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json<T>() };
  }
  return {
    call,
    checkout: (path: string, headers: Headers) => call<CheckoutResponse>('GET', path, headers),
    createOrder: (headers: Headers, body: Record<string, unknown>) =>
      call<{ success: boolean; message?: string; data: PaymentOrder }>(
        'POST',
        '/api/create_order',
        headers,
        body,
      ),
    /** The sandbox widget; `webhook: false` keeps the provider's notification back. */
    pay: (orderId: string, card = '4111111111111111', webhook = false) =>
      call<SandboxPayResponse>(
        'POST',
        '/api/dev/sandbox/pay',
        {},
        { order_id: orderId, card, webhook },
      ),
    paymentSuccess: (body: Record<string, unknown>, headers: Headers = {}) =>
      call<{ success: boolean; message?: string; data: Record<string, unknown> }>(
        'POST',
        '/api/PaymentSuccess',
        headers,
        body,
      ),
  };
}

export type SignedWebhook = { body: Buffer; headers: Record<string, string> };

/**
 * A webhook body as the sandbox signs it, for a payment of `amount` paise of an order: captured, or
 * with `declined` a payment.failed event carrying the provider's error fields.
 */
export function signedWebhook(
  appSecret: string,
  event: { orderId: string; paymentId: string; amount: number; id: string; declined?: boolean },
): SignedWebhook {
  const body = Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event: event.declined ? 'payment.failed' : 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: event.paymentId,
            entity: 'payment',
            amount: event.amount,
            currency: 'INR',
            status: event.declined ? 'failed' : 'captured',
            order_id: event.orderId,
            method: 'card',
            captured: !event.declined,
            ...(event.declined
              ? {
                  error_code: 'BAD_REQUEST_ERROR',
                  error_description: 'Your payment has been declined. Please try again.',
                  error_source: 'customer',
                  error_step: 'payment_authorization',
                  error_reason: 'payment_failed',
                }
              : {}),
            created_at: Math.floor(Date.now() / 1000),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    }),
  );
  const secret = deriveSandboxSecrets(appSecret).webhookSecret;
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(secret, body),
      'x-razorpay-event-id': event.id,
    },
  };
}

export function deliverWebhook(app: App, webhook: SignedWebhook) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: webhook.headers,
    payload: webhook.body,
  });
}
