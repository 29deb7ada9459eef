// A tax invoice does not change once issued: it prints the billed party, place of supply, category and
// coupon stored when the order was paid, whatever the member or staff change afterwards; and its place
// of supply names the state and code from one source. Invoices issued before these were stored keep
// working through the migration's backfill.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pdfText } from '../../../test/support/pdf';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { applicantBearer } from '../../../test/support/tokens';
import {
  applications,
  coupons,
  members,
  membershipCategories,
  orders,
  states,
} from '../../db/schema';
import { COMPANY_DOCUMENTS, uploadsFor } from '../../../test/support/application-fixtures';
import {
  approvedApplication,
  paymentApi,
  seededMember,
  type Approved,
} from '../../../test/support/payment-fixtures';

const t = useTestApp();

type Auth = Record<string, string>;

async function pay(placed: PaymentOrder) {
  const api = paymentApi(t.app);
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const confirmed = await api.paymentSuccess({
    ...widget,
    history_id: placed.history_id,
    history_type: placed.history_type,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

async function paidRegistration(approved: Approved, coupon?: string) {
  const created = await paymentApi(t.app).createOrder(approved.auth, {
    user_id: approved.applicationId,
    type: 'register',
    ...(coupon ? { coupon } : {}),
  });
  expect(created.status).toBe(200);
  await pay(created.body.data);
  return created.body.data;
}

async function receiptText(orderNumber: string, auth: Auth): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/order/view/${orderNumber}`,
    headers: auth,
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return (await pdfText(response.rawPayload)).text;
}

async function stateId(name: string): Promise<number> {
  const [row] = await t.db.select().from(states).where(eq(states.name, name));
  if (!row) throw new Error(`no state ${name}`);
  return row.id;
}

describe('an issued tax invoice', () => {
  it("prints the same after the member's self-update moves them across the state line", async () => {
    // Odisha (GSTIN 21…): IGST against the association in Maharashtra.
    const { member, userId, auth } = await seededMember(t.app, t.db, 'manual@example.com');
    // Renewed with its documents confirmed, then asked (manual = 1) to correct its details.
    const setManual = (manual: 0 | 1) =>
      t.db.update(members).set({ manual }).where(eq(members.id, member.id));
    await setManual(0);
    const created = await paymentApi(t.app).createOrder(auth, { user_id: userId, type: 'renew' });
    expect(created.status).toBe(200);
    const placed = created.body.data;
    await pay(placed);
    const before = await receiptText(placed.unique_order_id, auth);
    expect(before).toContain('Joshi Exhibitions Pvt Ltd');
    expect(before).toContain('21AABCJ7890H1ZI');
    expect(before).toContain('Odisha (21)');
    expect(before).toContain('IGST');
    await setManual(1);

    // The member corrects their details: another company name, a Maharashtra GSTIN and address.
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/getApplication/${userId}`, headers: auth })
    ).json<{ data: Record<string, unknown> }>().data;
    const verification = (
      await applicantBearer(t.app, { mobiles: [member.mobileNumber] })
    ).authorization.slice('Bearer '.length);
    const documents = await uploadsFor(
      t.db,
      { kind: 'member', memberId: member.id, userId },
      COMPANY_DOCUMENTS,
    );
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user_clean_update',
      headers: auth,
      payload: {
        ...view,
        ...(view.company as Record<string, unknown>),
        membership_id: (view.membership as { id: number }).id,
        description: Array.from({ length: 120 }, (_, index) => `word${index}`).join(' '),
        membership_checked: 1,
        privacy_consent: 1,
        ...documents,
        company_name: 'Joshi Live Experiences Pvt Ltd',
        gst_number: '27AABCJ7890H1Z6',
        zone: 'west',
        state: await stateId('Maharashtra'),
        registered_address: '4 Marine Drive, Mumbai',
        verification_token: verification,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [application] = await t.db.select().from(applications).where(eq(applications.id, userId));
    expect(application).toMatchObject({
      companyName: 'Joshi Live Experiences Pvt Ltd',
      gstNumber: '27AABCJ7890H1Z6',
    });

    expect(await receiptText(placed.unique_order_id, auth)).toBe(before);
    // The receipt email (sent after the update) attaches the same invoice, and goes out.
    expect(await t.app.payments.receipts.emailJob.run()).toBe(1);
  });

  it("bills a renewal paid through the member's first user id to their current details", async () => {
    const { member, userId, auth } = await seededMember(t.app, t.db, 'renew@example.com');
    // An upgrade moves the member's details to the upgrade application (another company name).
    const upgrade = await approvedApplication(t.app, t.db, {
      category: 'Gold',
      journey: 'upgrade',
      memberId: member.id,
      email: member.email,
      mobile: member.mobileNumber,
    });
    const upgraded = await paymentApi(t.app).createOrder(auth, {
      user_id: upgrade.applicationId,
      type: 'upgrade',
    });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    await pay(upgraded.body.data);

    const renewed = await paymentApi(t.app).createOrder(auth, { user_id: userId, type: 'renew' });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    await pay(renewed.body.data);
    const text = await receiptText(renewed.body.data.unique_order_id, auth);
    expect(text).toContain('Rao Events Pvt Ltd');
    expect(text).not.toContain('Iyer Weddings Pvt Ltd');
  });

  it('keeps the category and coupon as they were named when paid', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const placed = await paidRegistration(approved, 'WELCOME10');
    const before = await receiptText(placed.unique_order_id, approved.auth);
    expect(before).toContain('Joining fee (Gold)');
    expect(before).toContain('Coupon WELCOME10');
    await t.db
      .update(membershipCategories)
      .set({ name: 'Gold Plus' })
      .where(eq(membershipCategories.name, 'Gold'));
    t.app.catalogCache.invalidate();
    await t.db.update(coupons).set({ code: 'HELLO10' }).where(eq(coupons.code, 'WELCOME10'));
    expect(await receiptText(placed.unique_order_id, approved.auth)).toBe(before);
  });

  it.each([
    [
      'a Karnataka GSTIN with Maharashtra on the form',
      '29ABCDE1234F1ZW',
      'Maharashtra',
      'Karnataka (29)',
      'IGST',
    ],
    [
      'a Maharashtra GSTIN with Karnataka on the form',
      '27ABCDE1234F1Z0',
      'Karnataka',
      'Maharashtra (27)',
      'CGST',
    ],
    ['no GSTIN, Karnataka on the form', null, 'Karnataka', 'Karnataka (29)', 'IGST'],
  ])(
    'names the place of supply from one source: %s',
    async (_name, gstNumber, state, place, tax) => {
      const approved = await approvedApplication(t.app, t.db, { gstNumber, state });
      const placed = await paidRegistration(approved);
      const text = await receiptText(placed.unique_order_id, approved.auth);
      expect(text).toContain(place);
      expect(text).toContain(`State: ${place.replace(/ \((\d{2})\)$/, ', Code: $1')}`);
      expect(text).toContain(tax);
      const [row] = await t.db
        .select()
        .from(orders)
        .where(eq(orders.uniqueOrderId, placed.unique_order_id));
      expect(`${row?.placeOfSupplyState} (${row?.placeOfSupplyCode})`).toBe(place);
    },
  );

  it('bills a GSTIN stored before it was checked as unregistered: a tax invoice without it', async () => {
    const approved = await approvedApplication(t.app, t.db, {
      gstNumber: 'ABC',
      state: 'Karnataka',
    });
    const placed = await paidRegistration(approved);
    const text = (await receiptText(placed.unique_order_id, approved.auth)).replace(/\s+/g, ' ');
    expect(text).toContain('TAX INVOICE');
    expect(text).not.toContain('ABC');
    // The seller's GSTIN only.
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
    expect(text).toContain('Karnataka (29)');
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, placed.unique_order_id));
    expect(row?.billedGstin).toBeNull();
  });

  describe('issued before the billed party was stored', () => {
    /**
     * Makes the order look as it was before migration 0015 (none of what it stores, the form's
     * state name as its place of supply), lets `meanwhile` change the live rows, then runs the
     * migration's backfill and check again, in one transaction (the check comes back validated).
     */
    async function migratedFromBefore(orderNumber: string, meanwhile: () => Promise<void>) {
      const migration = readFileSync(
        join(t.config.migrationsDir, '0015_order_billed_party.sql'),
        'utf8',
      ).split('--> statement-breakpoint');
      const backfill = migration.find((part) => part.includes('UPDATE "orders"'));
      const check = migration.find((part) => part.includes('ADD CONSTRAINT'));
      if (!backfill || !check) throw new Error('migration 0015 has changed');
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table orders drop constraint orders_invoice_billed_check`);
        await tx
          .update(orders)
          .set({
            billedName: null,
            billedCompany: null,
            billedGstin: null,
            billedAddress: null,
            categoryName: null,
            couponCode: null,
            placeOfSupplyCode: null,
            placeOfSupplyState: 'Karnataka',
            // Nor its record as issued (decision 076): made later, from what it prints then.
            invoiceDocument: null,
          })
          .where(eq(orders.uniqueOrderId, orderNumber));
      });
      await meanwhile();
      await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw(backfill));
        await tx.execute(sql.raw(check));
      });
    }

    it('prints what it printed before, from the backfilled rows', async () => {
      const approved = await approvedApplication(t.app, t.db, {
        gstNumber: '29ABCDE1234F1ZW',
        state: 'Karnataka',
      });
      const placed = await paidRegistration(approved, 'WELCOME10');
      const issued = await receiptText(placed.unique_order_id, approved.auth);
      await migratedFromBefore(placed.unique_order_id, async () => {});
      expect(await receiptText(placed.unique_order_id, approved.auth)).toBe(issued);
    });

    it('reads the place of supply back from the stored state when the GSTIN changed since', async () => {
      const approved = await approvedApplication(t.app, t.db, {
        gstNumber: '29ABCDE1234F1ZW',
        state: 'Karnataka',
      });
      const placed = await paidRegistration(approved);
      // Before the migration the member moved into the association's state.
      await migratedFromBefore(placed.unique_order_id, async () => {
        await t.db
          .update(applications)
          .set({ gstNumber: '27ABCDE1234F1Z0', stateId: await stateId('Maharashtra') })
          .where(eq(applications.id, approved.applicationId));
      });
      const text = await receiptText(placed.unique_order_id, approved.auth);
      expect(text).toContain('27ABCDE1234F1Z0');
      expect(text).toContain('Karnataka (29)');
      expect(text).toContain('IGST');
    });
  });

  it('answers 404, not 500, for a paid order that has no invoice (the demo registrations)', async () => {
    const { userId, auth } = await seededMember(t.app, t.db, 'active@example.com');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${userId}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(404);
  });
});
