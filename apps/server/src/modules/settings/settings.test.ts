// The association's settings in the back office: admin only, validated (the GSTIN and its state
// agree), audited, refused on a stale copy, and used at once by GET /api/association and the next
// invoice.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { ONE_LINE_MESSAGES, SETTINGS_MESSAGES } from '@portico/domain/contracts/settings.contract';
import { KARNATAKA_SETTINGS } from '../../../test/support/association-settings';
import { useTestApp } from '../../../test/support/app';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { pdfText } from '../../../test/support/pdf';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, staff, staffRoles } from '../../db/schema';

const t = useTestApp();

const KARNATAKA = KARNATAKA_SETTINGS;

async function call(method: 'GET' | 'PUT', url: string, email?: string, payload?: object) {
  const headers = email ? await staffBearer(t.app, t.db, email) : {};
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const save = (payload: object, email = 'admin@example.com') =>
  call('PUT', '/api/staff/settings', email, payload);

describe('GET and PUT /api/staff/settings', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/staff/settings')).status).toBe(401);
    for (const email of ['office@example.com', 'accounts@example.com', 'zm.north@example.com']) {
      expect((await call('GET', '/api/staff/settings', email)).status).toBe(403);
      expect((await save({ ...KARNATAKA, version: 0 }, email)).status).toBe(403);
    }
  });

  it('checks the role as the account is now: an admin made office is refused at once', async () => {
    const headers = await staffBearer(t.app, t.db, 'admin@example.com');
    const get = () => t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
    expect((await get()).statusCode).toBe(200);
    const [admin] = await t.db.select().from(staff).where(eq(staff.email, 'admin@example.com'));
    await t.db.update(staffRoles).set({ role: 'office' }).where(eq(staffRoles.staffId, admin!.id));
    expect((await get()).statusCode).toBe(403);
  });

  it("answers the configuration's values until the first save", async () => {
    const { status, body } = await call('GET', '/api/staff/settings', 'admin@example.com');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: t.config.association.name,
      gstin: t.config.association.gstin,
      state: t.config.association.state,
      invoice_prefix: t.config.association.invoicePrefix,
      version: 0,
      updated_at: null,
    });
    expect((body.data as { states: string[] }).states).toContain('Karnataka');
  });

  it('refuses a GSTIN of another state, a wrong GSTIN, unsafe prefixes and a bad SAC', async () => {
    const cases: [object, string, string][] = [
      [{ state: 'Maharashtra' }, 'gstin', SETTINGS_MESSAGES.gstinState],
      [{ gstin: '29AABCE1234B1Z5' }, 'gstin', 'last character does not match'],
      [{ invoice_prefix: 'EM<K' }, 'invoice_prefix', SETTINGS_MESSAGES.invoicePrefix],
      [{ member_number_prefix: 'EMK 1' }, 'member_number_prefix', 'Member number prefix'],
      [{ sac_code: '9995' }, 'sac_code', SETTINGS_MESSAGES.sacCode],
      [{ name: '  ' }, 'name', SETTINGS_MESSAGES.name],
      [{ email: 'nope' }, 'email', SETTINGS_MESSAGES.email],
      [{ state: 'Atlantis' }, 'state', SETTINGS_MESSAGES.state],
      [{ code_length: 9 }, 'code_length', SETTINGS_MESSAGES.codeLength],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await save({ ...KARNATAKA, ...change, version: 0 });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(body), JSON.stringify(change)).toContain(message);
      expect(JSON.stringify(body)).toContain(field);
    }
    expect((await call('GET', '/api/staff/settings', 'admin@example.com')).body.data).toMatchObject(
      { version: 0 },
    );
  });

  it('refuses a line break in every one-line setting and keeps the address on several lines', async () => {
    // The name reaches email subjects and headers; a break there was flattened (issue #25).
    const oneLine = {
      name: 'Event Makers\r\nBcc: everyone@example.com',
      short_name: 'EM\nAK',
      email: 'help@emak.example.org\r\nBcc: x@example.com',
      phone: '+91 80\n1234 5678',
      gstin: '29AABCE\n1234B1Z9',
      invoice_prefix: 'E\nK',
      member_number_prefix: 'EMK\r/',
      sac_code: '999\n599',
    };
    for (const [field, value] of Object.entries(oneLine)) {
      for (const broken of [value, value.replace(/\r?\n|\r/, '\u2028')]) {
        const { status, body } = await save({ ...KARNATAKA, [field]: broken, version: 0 });
        expect(status, `${field}: ${JSON.stringify(broken)}`).toBe(400);
        expect(Object.keys(body.errors as object), field).toContain(field);
      }
    }
    const name = await save({ ...KARNATAKA, name: 'Event\nMakers', version: 0 });
    expect((name.body.errors as Record<string, string>).name).toBe(ONE_LINE_MESSAGES.name);
    expect((await call('GET', '/api/staff/settings', 'admin@example.com')).body.data).toMatchObject(
      { version: 0 },
    );
    const address = '5 MG Road\nBengaluru 560001\r\nKarnataka';
    const saved = await save({ ...KARNATAKA, address, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ address });
  });

  it('saves, audits what changed, shows at once on GET /api/association and refuses a stale copy', async () => {
    const saved = await save({ ...KARNATAKA, gstin: ' 29aabce1234b1z9 ', version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...KARNATAKA, version: 1 });

    const publicAnswer = await call('GET', '/api/association');
    expect(publicAnswer.body.data).toEqual({
      name: KARNATAKA.name,
      short_name: 'EMAK',
      email: KARNATAKA.email,
      phone: KARNATAKA.phone,
      logo_url: null,
      gst_rate: 18,
      proposers_required: 2,
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.association_updated'));
    expect(audit).toMatchObject({ entity: 'association_settings', entityId: '1' });
    expect(audit?.actor).toMatch(/^staff:\d+$/);
    expect(audit?.before).toMatchObject({
      gstin: t.config.association.gstin,
      state: 'Maharashtra',
    });
    expect(audit?.after).toMatchObject({ gstin: KARNATAKA.gstin, state: 'Karnataka' });

    const stale = await save({ ...KARNATAKA, name: 'Someone else', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SETTINGS_MESSAGES.stale);
    const next = await save({ ...KARNATAKA, phone: '', version: 1 });
    expect(next.body.data).toMatchObject({ phone: null, version: 2 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'settings.association_updated'),
          eq(auditLog.entity, 'association_settings'),
        ),
      );
    expect(audits).toHaveLength(2);
    expect(audits[1]?.after).toEqual({ phone: null });
  });

  it('is used by the next payment: member number, invoice number and seller on the PDF', async () => {
    expect((await save({ ...KARNATAKA, version: 0 })).status).toBe(200);
    const approved = await approvedApplication(t.app, t.db, {
      state: 'Karnataka',
      gstNumber: null,
    });
    const api = paymentApi(t.app);
    const placed: PaymentOrder = (
      await api.createOrder(approved.auth, { user_id: approved.applicationId, type: 'register' })
    ).body.data;
    const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
    const confirmed = await api.paymentSuccess({ ...widget, history_id: placed.history_id });
    const details = confirmed.body.data as { Unique_id: string; invoice_number: string };
    expect(details.Unique_id).toMatch(/^EMK\/\d{4,}$/);
    expect(details.invoice_number).toMatch(/^EMK\/\d{4}\/000001$/);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/view/${placed.unique_order_id}`,
      headers: approved.auth,
    });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(KARNATAKA.name);
    expect(text).toContain('GSTIN: 29AABCE1234B1Z9');
    expect(text).toContain('State: Karnataka, Code: 29');
    expect(text).toContain('999599');
    // The member is in the association's (new) state: CGST + SGST.
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
  });

  it('sends the next one-time code with the saved length, and checks codes of that length', async () => {
    expect((await save({ ...KARNATAKA, code_length: 6, version: 0 })).status).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_email_otp',
      payload: { email: 'asha@example.com' },
    });
    expect(sent.json()).toMatchObject({ success: true, code_length: 6 });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=asha@example.com',
    });
    const code = /code is (\d+)\./.exec(outbox.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verify = (otp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/verify_otp',
        payload: { email: 'asha@example.com', otp },
      });
    const short = await verify(code!.slice(0, 4));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { otp: 'Please enter a valid OTP' } });
    expect((await verify(code!)).statusCode).toBe(200);
  });
});
