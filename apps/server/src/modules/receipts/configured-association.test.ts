// The association's configuration reaches what a payment issues: MEMBER_NUMBER_PREFIX the member
// number, INVOICE_PREFIX the invoice number, ASSOCIATION_* the seller on the tax invoice and, by its
// state, whether CGST + SGST or IGST is charged.
import { pdfText } from '../../../test/support/pdf';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { financialYearOf, invoiceNumberHead } from '@portico/domain/invoice';
import { useTestApp } from '../../../test/support/app';
import { loadConfig } from '../../config';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';

const association = loadConfig({
  NODE_ENV: 'test',
  ASSOCIATION_NAME: 'Event Makers Association of Karnataka',
  ASSOCIATION_ADDRESS: '5 MG Road, Bengaluru 560001, Karnataka',
  ASSOCIATION_GSTIN: '29AABCE1234B1Z9',
  INVOICE_PREFIX: 'EMK',
  MEMBER_NUMBER_PREFIX: 'EMK/',
  SAC_CODE: '999599',
}).association;

const t = useTestApp({ config: (base) => ({ ...base, association }) });

async function paidRegistration(state: string) {
  const approved = await approvedApplication(t.app, t.db, { state, gstNumber: null });
  const api = paymentApi(t.app);
  const placed: PaymentOrder = (
    await api.createOrder(approved.auth, { user_id: approved.applicationId, type: 'register' })
  ).body.data;
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const confirmed = await api.paymentSuccess({ ...widget, history_id: placed.history_id });
  expect(confirmed.status).toBe(200);
  const details = confirmed.body.data as { Unique_id: string; invoice_number: string };
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/order/view/${placed.unique_order_id}`,
    headers: approved.auth,
  });
  expect(response.statusCode).toBe(200);
  return { details, text: (await pdfText(response.rawPayload)).text };
}

describe('a configured association', () => {
  it('numbers members and invoices with its prefixes and is the seller on the invoice', async () => {
    const { details, text } = await paidRegistration('Karnataka');
    expect(details.Unique_id).toMatch(/^EMK\/\d{4,}$/);
    const head = invoiceNumberHead('EMK', financialYearOf(new Date()));
    expect(details.invoice_number).toBe(`${head}000001`);
    expect(details.invoice_number).toMatch(/^EMK\/\d{4}\/000001$/);

    expect(text).toContain(details.Unique_id);
    expect(text).toContain(details.invoice_number);
    expect(text).toContain('Event Makers Association of Karnataka');
    expect(text).toContain('5 MG Road');
    expect(text).toContain('Bengaluru 560001');
    expect(text).toContain('GSTIN: 29AABCE1234B1Z9');
    expect(text).toContain('State: Karnataka, Code: 29');
    expect(text).toContain('999599');
    expect(text).not.toContain('999511');
    expect(text).not.toContain('27AAAAA0000A1Z2');
    // A member in the association's own state: CGST + SGST.
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
  });

  it("charges IGST to a member outside the association's state", async () => {
    const { text } = await paidRegistration('Maharashtra');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });
});
