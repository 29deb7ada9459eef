// The association's logo: admin only, checked by its content (PNG or JPEG that the invoice renderer
// can draw, not too large), stored through the file store, audited, served to the pages and drawn
// on the next tax invoice.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog } from '../../db/schema';
import { LOGO_MESSAGES } from './association-logo';

const t = useTestApp();

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of the given size (red), or with `pixels` as its compressed data. */
function png(width: number, height: number, pixels?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xff)]);
  const data = pixels ?? deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(file: Buffer, email = 'admin@example.com', name = 'logo.png') {
  const boundary = `----logo${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/settings/logo',
    headers: {
      ...(await staffBearer(t.app, t.db, email)),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('the association logo', () => {
  it('is uploaded by an admin only, and refused unless it is a drawable PNG or JPEG', async () => {
    expect((await upload(png(4, 4), 'office@example.com')).status).toBe(403);
    const refusals: [Buffer, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), LOGO_MESSAGES.type],
      [png(5000, 10), LOGO_MESSAGES.dimensions],
      [png(4, 4, Buffer.from('not deflated data')), LOGO_MESSAGES.unreadable],
      [Buffer.alloc(600 * 1024, 1), LOGO_MESSAGES.tooLarge],
      [Buffer.alloc(0), LOGO_MESSAGES.missing],
    ];
    for (const [file, message] of refusals) {
      const { status, body } = await upload(file);
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
    const association = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(association.json<{ data: { logo_url: unknown } }>().data.logo_url).toBeNull();
  });

  it('is served to the pages, drawn on the next invoice, audited and removed', async () => {
    const image = png(40, 20);
    const uploaded = await upload(image);
    expect(uploaded.status).toBe(200);
    const url = (uploaded.body.data as { logo_url: string }).logo_url;
    expect(url).toMatch(/^\/api\/association\/logo\?v=association-logo-[0-9a-f]{16}\.png$/);

    const association = await t.app.inject({ method: 'GET', url: '/api/association' });
    expect(association.json<{ data: { logo_url: string } }>().data.logo_url).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);

    const approved = await approvedApplication(t.app, t.db, { gstNumber: null });
    const api = paymentApi(t.app);
    const placed: PaymentOrder = (
      await api.createOrder(approved.auth, { user_id: approved.applicationId, type: 'register' })
    ).body.data;
    const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
    await api.paymentSuccess({ ...widget, history_id: placed.history_id });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${placed.unique_order_id}`,
      headers: approved.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'association_settings'));
    expect(audits.map((row) => row.action)).toEqual(['settings.logo_uploaded']);
    expect(audits[0]?.before).toEqual({ logo: null });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/settings/logo',
      headers: await staffBearer(t.app, t.db, 'admin@example.com'),
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Settings saved on a form opened before the upload still save (the logo is not a version).
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/staff/settings',
      headers: await staffBearer(t.app, t.db, 'admin@example.com'),
    });
    expect(settings.json<{ data: { version: number; logo_url: unknown } }>().data).toMatchObject({
      version: 0,
      logo_url: null,
    });
  });
});
