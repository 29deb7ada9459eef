// Issue #27 item 6's evidence for the PDFs: once an admin saves the association's name, short name,
// contact email and logo in Settings, the tax invoice a member downloads as their receipt (an offline
// payment's) and the credit note staff download carry the saved name and logo, and "Portico" at most as "Powered by".
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { latestPayment, moneyApi, todayInIndia } from '../../../test/support/money-fixtures';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';

const t = useTestApp();

/** A small red PNG (valid: CRC-less chunks are refused, so CRCs are computed). */
function png(size = 8): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xff)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function saveAssociation() {
  const headers = await staffBearer(t.app, t.db, 'admin@example.com');
  const current = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  const { version } = current.json<{ data: { version: number } }>().data;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings',
    headers,
    payload: { ...KARNATAKA_SETTINGS, version },
  });
  expect(saved.statusCode).toBe(200);
  const boundary = '----brandedlogo';
  const logo = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings/logo',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(logo.statusCode).toBe(200);
}

/** The PDF's text with the one allowed mention taken out. */
const withoutFooter = (text: string) => text.replace(/Powered by Portico/g, '');
/** pdfkit writes each drawn image as an XObject whose dictionary is plain text. */
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

describe('the PDFs of a saved association', () => {
  it('name the association as saved, show its logo, and say Portico only as "Powered by"', async () => {
    await saveAssociation();
    const approved = await approvedApplication(t.app, t.db, { state: 'Karnataka' });
    const { body } = await paymentApi(t.app).checkout(
      `/api/checkout/${approved.applicationId}`,
      approved.auth,
    );
    if (!body.success) throw new Error(body.message);
    const recorded = await moneyApi(t.app, t.db).recordOffline(approved.applicationId, {
      purpose: 'register',
      amount: body.data.total,
      method: 'neft_rtgs',
      reference: 'UTR 1234567890',
      bank: null,
      received_on: todayInIndia(),
    });
    expect(recorded.status).toBe(200);
    const { payment, order } = await latestPayment(t.db, approved.applicationId);

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${order.uniqueOrderId}`,
      headers: approved.auth,
    });
    expect(receipt.statusCode).toBe(200);
    const invoice = (await pdfText(receipt.rawPayload)).text;
    expect(invoice).toContain(KARNATAKA_SETTINGS.name);
    expect(invoice).not.toContain('Association of Event & Entertainment Businesses');
    expect(withoutFooter(invoice)).not.toMatch(/portico/i);
    expect(hasImage(receipt.rawPayload)).toBe(true);

    const refunded = await moneyApi(t.app, t.db).refund(payment.id, {
      amount: 1,
      reason: 'Goodwill',
    });
    const note = refunded.body.data?.credit_note;
    if (!note) throw new Error(`no credit note: ${JSON.stringify(refunded.body)}`);
    const creditNote = await t.app.inject({
      method: 'GET',
      url: `/api/staff/credit-notes/${note.id}/pdf`,
      headers: await staffBearer(t.app, t.db, 'accounts@example.com'),
    });
    expect(creditNote.statusCode).toBe(200);
    const noteText = (await pdfText(creditNote.rawPayload)).text;
    expect(noteText).toContain(KARNATAKA_SETTINGS.name);
    expect(withoutFooter(noteText)).not.toMatch(/portico/i);
    expect(hasImage(creditNote.rawPayload)).toBe(true);
  });
});
