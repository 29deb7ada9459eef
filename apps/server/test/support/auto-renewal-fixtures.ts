// Test-only helpers of the auto-renewal tests: the association offering it, a member due within the
// debit's days with an authorised mandate, the sandbox's webhooks held back to be delivered (and
// replayed) by the test, and the cycle run with its clock moved on.
import type { App } from '../../src/app';
import type { WebhookDelivery } from '../../src/adapters/payments/payment-provider';
import {
  isSandboxProvider,
  type SandboxPaymentProvider,
} from '../../src/adapters/payments/sandbox-provider';
import type { Database } from '../../src/db/client';
import { seededMember } from './payment-fixtures';
import { staffBearer } from './tokens';

export function sandboxOf(app: App): SandboxPaymentProvider {
  const provider = app.payments.provider;
  if (!isSandboxProvider(provider)) throw new Error('the tests run on the sandbox');
  return provider;
}

/** The sandbox's webhooks, kept for the test to deliver when and as often as it wants. */
export function holdWebhooks(app: App): WebhookDelivery[] {
  const held: WebhookDelivery[] = [];
  sandboxOf(app).setWebhookSink((webhook) => held.push(webhook));
  return held;
}

export function deliver(app: App, webhook: WebhookDelivery) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { ...webhook.headers },
    payload: webhook.rawBody,
  });
}

export async function offerAutoRenewal(app: App, db: Database, days = 7) {
  const admin = await staffBearer(app, db, 'admin@example.com');
  const response = await app.inject({
    method: 'PUT',
    url: '/api/staff/auto_renewal/settings',
    headers: admin,
    payload: { offered: true, category_ids: [], debit_days_before: days },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return admin;
}

export async function post(app: App, url: string, payload: unknown, headers = {}) {
  return app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

/** A member whose membership ends in `days`, with an authorised mandate of `method`. */
export async function memberWithMandate(
  app: App,
  db: Database,
  email: string,
  options: {
    days?: number;
    method?: 'upi' | 'emandate' | 'card';
    charges?: 'captured' | 'failed';
  } = {},
) {
  const seeded = await seededMember(app, db, email);
  await post(app, '/api/dev/auto_renewal/expiry', { email, days: options.days ?? 8 });
  const registered = await post(
    app,
    '/api/auto_renewal',
    { method: options.method ?? 'emandate' },
    seeded.auth,
  );
  if (registered.statusCode !== 200) throw new Error(registered.body);
  const checkout = registered.json<{
    data: { order_id: string; amount: number; mandate_id: number };
  }>().data;
  const authorised = await post(app, '/api/dev/sandbox/mandate', {
    order_id: checkout.order_id,
    outcome: 'confirmed',
    next_charges: options.charges ?? 'captured',
  });
  const answer = authorised.json<{ response: Record<string, string> }>().response;
  const confirmed = await post(app, '/api/auto_renewal/confirm', answer, seeded.auth);
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  return { ...seeded, checkout };
}

export async function runCycle(app: App, ageHours = 0) {
  const response = await post(app, '/api/dev/auto_renewal/run', { age_hours: ageHours });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<{
    data: { noticesSent: number; debitsRequested: number; debitsPaid: number };
  }>().data;
}
