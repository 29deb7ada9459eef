// Issued means frozen (issue #28 item 1): a tax invoice and a credit note download byte for byte as
// they were first sent after every seller setting, the GSTIN, the state and the logo change; the
// next documents carry the new settings.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { latestPayment, moneyApi, paidByCard } from '../../../test/support/money-fixtures';
import { approvedApplication } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';
import { creditNotes, orders, refunds } from '../../db/schema';

const t = useTestApp();

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-colour RGB PNG. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixel = Buffer.from(rgb);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => pixel)]);
  const data = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadLogo(file: Buffer) {
  const boundary = `----logo${randomBytes(6).toString('hex')}`;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings/logo',
    headers: {
      ...(await staffBearer(t.app, t.db, 'admin@example.com')),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A registration paid by card and a part of it refunded: its invoice and credit note. */
async function invoiceAndCreditNote() {
  const approved = await approvedApplication(t.app, t.db, {
    state: 'Maharashtra',
    gstNumber: null,
  });
  const placed = await paidByCard(t.app, approved);
  const { payment, order } = await latestPayment(t.db, approved.applicationId);
  // Frozen by the payment itself, before anyone reads it.
  expect(order.invoiceDocument).toMatchObject({ invoiceNumber: order.invoiceNumber });
  const api = moneyApi(t.app, t.db);
  const asked = await api.refund(payment.id, { amount: 1180, reason: 'Goodwill' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, asked.body.data.id));
  await api.settleRefund(refund!.providerRefundId!, 'processed');
  const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund!.id));
  return { orderNumber: placed.unique_order_id, noteId: note!.id, auth: approved.auth };
}

/** Saves the association's settings over whatever version is saved now. */
async function saveSettings(payload: Record<string, unknown>) {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const version = current.json<{ data: { version: number } }>().data.version;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: { ...payload, version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function download(url: string, headers: Record<string, string>): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.rawPayload;
}

async function documents(issued: Awaited<ReturnType<typeof invoiceAndCreditNote>>) {
  const staff = await staffBearer(t.app, t.db, 'accounts@example.com');
  return {
    invoice: await download(`/api/order/view/${issued.orderNumber}`, issued.auth),
    creditNote: await download(`/api/staff/credit-notes/${issued.noteId}/pdf`, staff),
    memberCreditNote: await download(`/api/credit_note/${issued.noteId}`, issued.auth),
  };
}

describe('an issued tax document', () => {
  it('downloads byte for byte as first sent after every seller setting changes', async () => {
    await uploadLogo(png(60, 20, [200, 30, 30]));
    const issued = await invoiceAndCreditNote();
    const first = await documents(issued);
    const before = (await pdfText(first.invoice)).text;
    expect(before).toContain('Association of Event & Entertainment');
    expect(before).toContain('State: Maharashtra, Code: 27');
    expect(before).toContain('CGST');

    // Every seller field, the GSTIN and the state (Maharashtra → Karnataka), the SAC and the logo.
    await saveSettings({ ...KARNATAKA_SETTINGS, sac_code: '999512', phone: '+91 80 9999 0000' });
    await uploadLogo(png(40, 40, [30, 30, 200]));

    const after = await documents(issued);
    expect(after.invoice.equals(first.invoice)).toBe(true);
    expect(after.creditNote.equals(first.creditNote)).toBe(true);
    expect(after.memberCreditNote.equals(first.creditNote)).toBe(true);
    // The GST export reads the documents as issued: their SAC and place of supply.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/staff/export/gst.csv?from=${today}&to=${today}`,
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\n').filter((line) => line.includes(issued.orderNumber));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toContain('27-Maharashtra');
      expect(row).not.toContain('999512');
    }

    // The next documents are issued by the association as it is now.
    const next = await invoiceAndCreditNote();
    const now = await documents(next);
    for (const pdf of [now.invoice, now.creditNote]) {
      const text = (await pdfText(pdf)).text;
      expect(text).toContain('Event Makers Association of Karnataka');
      expect(text).toContain('GSTIN: 29AABCE1234B1Z9');
      expect(text).toContain('State: Karnataka, Code: 29');
      expect(text).toContain('Phone: +91 80 9999 0000');
      expect(text).toContain('IGST');
      expect(text).toContain('999512');
    }
  });

  it('freezes a document issued before documents were frozen as it prints today', async () => {
    const issued = await invoiceAndCreditNote();
    const first = await documents(issued);
    // As the migration leaves a document issued before it: no record yet.
    await t.db.execute(
      sql`update orders set invoice_document = null where unique_order_id = ${issued.orderNumber}`,
    );
    await t.db.execute(sql`update credit_notes set document = null where id = ${issued.noteId}`);
    const frozen = await t.app.payments.receipts.freezePending();
    expect(frozen.invoices).toBeGreaterThanOrEqual(1);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, issued.orderNumber));
    expect(order!.invoiceDocument).not.toBeNull();
    await saveSettings(KARNATAKA_SETTINGS);
    const after = await documents(issued);
    expect(after.invoice.equals(first.invoice)).toBe(true);
    expect(after.creditNote.equals(first.creditNote)).toBe(true);
  });
});
