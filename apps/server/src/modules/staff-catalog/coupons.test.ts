import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, couponCategories, coupons } from '../../db/schema';
import type { CouponView } from './coupons.service';
import { categoryIdOf, request } from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

async function as(email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  const api = request(t.app);
  return {
    list: () => api.get<CouponView[]>('/api/staff/coupons', headers),
    create: (payload: unknown) => api.post<CouponView>('/api/staff/coupons', payload, headers),
    update: (id: number, payload: unknown) =>
      api.patch<CouponView>(`/api/staff/coupons/${id}`, payload, headers),
  };
}

const FESTIVE = {
  code: 'festive-500',
  kind: 'flat',
  value: 500.5,
  message: 'Festive offer',
  valid_from: '2025-10-01',
  valid_until: '2025-11-15',
  usage_limit: 50,
};

describe('GET /api/staff/coupons', () => {
  it('lists the coupons for admin and accounts', async () => {
    const { status, body } = await (await as('accounts@example.com')).list();
    expect(status).toBe(200);
    expect(body.data?.map((coupon) => coupon.code)).toEqual(['EXPIRED5', 'WELCOME10']);
    expect(body.data?.[1]).toMatchObject({
      kind: 'percent',
      value: 10,
      category_ids: [],
      active: true,
      used_count: 0,
      valid_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    for (const email of ['office@example.com', 'gb1@example.com', 'zm.west@example.com']) {
      expect((await (await as(email)).list()).status).toBe(403);
    }
  });
});

describe('POST /api/staff/coupons', () => {
  it('creates a flat coupon (rupees in, paise stored) restricted to categories', async () => {
    const gold = await categoryIdOf(t.db, 'Gold');
    const silver = await categoryIdOf(t.db, 'Silver');
    const { status, body } = await (
      await as()
    ).create({ ...FESTIVE, category_ids: [gold, silver, gold] });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      code: 'FESTIVE-500',
      kind: 'flat',
      value: 500.5,
      valid_from: '2025-10-01',
      valid_until: '2025-11-15',
      usage_limit: 50,
      used_count: 0,
      category_ids: [silver, gold].sort((a, b) => a - b),
      active: true,
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'FESTIVE-500'));
    expect(row?.value).toBe(50_050);
    // Valid from the first moment of 1 October to the last of 15 November, Indian time.
    expect(row?.validFrom?.toISOString()).toBe('2025-09-30T18:30:00.000Z');
    expect(row?.validUntil?.toISOString()).toBe('2025-11-15T18:29:59.999Z');
    const links = await t.db
      .select()
      .from(couponCategories)
      .where(eq(couponCategories.couponId, row?.id ?? 0));
    expect(links).toHaveLength(2);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row?.id)));
    expect(audit).toMatchObject({ action: 'coupon.create', entity: 'coupon', before: null });
  });

  it('creates an open-ended percent coupon for every category', async () => {
    const { status, body } = await (
      await as('accounts@example.com')
    ).create({ code: 'SPRING15', kind: 'percent', value: 15 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      value: 15,
      valid_from: null,
      valid_until: null,
      usage_limit: null,
      category_ids: [],
    });
  });

  it.each([
    [{ ...FESTIVE, code: 'x!' }, 'code', 'code must be 3 to 30 letters, digits, - or _'],
    [{ ...FESTIVE, kind: 'bogo' }, 'kind', 'kind must be percent or flat'],
    [
      { ...FESTIVE, kind: 'percent', value: 101 },
      'value',
      'value must be a whole percent from 1 to 100',
    ],
    [
      { ...FESTIVE, kind: 'percent', value: 12.5 },
      'value',
      'value must be a whole percent from 1 to 100',
    ],
    [{ ...FESTIVE, value: 0 }, 'value', 'value must be an amount in rupees from 0.01 to 10000000'],
    [
      { ...FESTIVE, value: 1.001 },
      'value',
      'value must be an amount in rupees from 0.01 to 10000000',
    ],
    [
      { ...FESTIVE, valid_until: '2025-09-30' },
      'valid_until',
      'valid_until must not be before valid_from',
    ],
    [
      { ...FESTIVE, valid_from: '2025-13-01' },
      'valid_from',
      'valid_from must be a date (YYYY-MM-DD)',
    ],
    [
      { ...FESTIVE, usage_limit: 0 },
      'usage_limit',
      'usage_limit must be a whole number of 1 or more',
    ],
    [{ ...FESTIVE, category_ids: [9999] }, 'category_ids', 'Unknown membership category: 9999'],
    [
      { ...FESTIVE, category_ids: 'gold' },
      'category_ids',
      'category_ids must be a list of category ids',
    ],
  ])('answers 400 for %j', async (payload, field, message) => {
    const { status, body } = await (await as()).create(payload);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(await t.db.select().from(coupons).where(eq(coupons.code, 'FESTIVE-500'))).toEqual([]);
  });

  it('refuses a code already in use, whatever its case (409)', async () => {
    const { status, body } = await (await as()).create({ ...FESTIVE, code: 'welcome10' });
    expect(status).toBe(409);
    expect(body.errors).toEqual({ code: 'A coupon with this code already exists' });
  });
});

describe('PATCH /api/staff/coupons/:id', () => {
  async function welcomeId() {
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    return row?.id ?? 0;
  }

  it('changes value, limit, categories and active state, and audits what changed', async () => {
    const id = await welcomeId();
    const star = await categoryIdOf(t.db, 'Star');
    const { status, body } = await (
      await as('accounts@example.com')
    ).update(id, { value: 20, usage_limit: 100, category_ids: [star], active: false });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      code: 'WELCOME10',
      value: 20,
      usage_limit: 100,
      category_ids: [star],
      active: false,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject({
      action: 'coupon.update',
      before: { value: 10, usage_limit: null, category_ids: [], active: true },
      after: { value: 20, usage_limit: 100, category_ids: [star], active: false },
    });
    // An empty list lifts the restriction again.
    const open = await (await as()).update(id, { category_ids: [] });
    expect(open.body.data?.category_ids).toEqual([]);
  });

  it('needs a value when the kind changes, checked against the new kind', async () => {
    const id = await welcomeId();
    const api = await as();
    expect((await api.update(id, { kind: 'flat' })).body.errors).toEqual({
      value: 'value is required when kind changes',
    });
    const flat = await api.update(id, { kind: 'flat', value: 999.99 });
    expect(flat.body.data).toMatchObject({ kind: 'flat', value: 999.99 });
    expect((await api.update(id, { value: 150 })).body.data?.value).toBe(150);
    expect((await api.update(id, { kind: 'percent', value: 150 })).status).toBe(400);
  });

  it('checks dates against the stored ones and the limit against the uses so far', async () => {
    const id = await welcomeId();
    await t.db.update(coupons).set({ usedCount: 7 }).where(eq(coupons.id, id));
    const api = await as();
    expect((await api.update(id, { valid_until: '2000-01-01' })).body.errors).toEqual({
      valid_until: 'valid_until must not be before valid_from',
    });
    expect((await api.update(id, { usage_limit: 6 })).body.errors).toEqual({
      usage_limit: 'usage_limit cannot be below the times already used (7)',
    });
    expect((await api.update(id, { usage_limit: 7, valid_from: null })).status).toBe(200);
  });

  it('answers 409 for a taken code, 404 for an unknown coupon, 403 to office', async () => {
    const id = await welcomeId();
    expect((await (await as()).update(id, { code: 'expired5' })).status).toBe(409);
    expect((await (await as()).update(id, { code: 'WELCOME10' })).status).toBe(200);
    expect((await (await as()).update(9999, { active: false })).status).toBe(404);
    expect((await (await as('office@example.com')).update(id, { active: false })).status).toBe(403);
  });
});
