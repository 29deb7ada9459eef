import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog, membershipCategories } from '../../db/schema';
import type { CategoryAdminView } from './categories.service';
import { categoryIdOf, request } from '../../../test/support/staff-admin-fixtures';

const t = useTestApp();

async function as(email = 'admin@example.com') {
  const headers = await staffBearer(t.app, t.db, email);
  const api = request(t.app);
  return {
    list: () => api.get<CategoryAdminView[]>('/api/staff/categories', headers),
    create: (payload: unknown) =>
      api.post<CategoryAdminView>('/api/staff/categories', payload, headers),
    update: (id: number, payload: unknown) =>
      api.patch<CategoryAdminView>(`/api/staff/categories/${id}`, payload, headers),
  };
}

type PublicCategory = { name: string; joining_fee: number; annual_fee: number; rank: number };

async function publicCategories(): Promise<PublicCategory[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/membership' });
  return response.json<{ data: PublicCategory[] }>().data;
}

const DIAMOND = {
  name: 'Diamond',
  joining_fee: 150000,
  annual_fee: 75000.5,
  eligibility: ' More than 100 employees , Ten years in business ,, ',
  eligibility_remark: 'By invitation.',
  rank: 5,
};

describe('GET /api/staff/categories', () => {
  it('lists the categories with fees in rupees, for admins only', async () => {
    const { status, body } = await (await as()).list();
    expect(status).toBe(200);
    expect(body.data?.map((category) => [category.name, category.joining_fee])).toEqual([
      ['Star', 5000],
      ['Silver', 25000],
      ['Gold', 50000],
      ['Platinum', 100000],
    ]);
    for (const email of ['office@example.com', 'accounts@example.com', 'zm.north@example.com']) {
      expect((await (await as(email)).list()).status).toBe(403);
    }
    expect((await request(t.app).get('/api/staff/categories')).status).toBe(401);
  });
});

describe('PATCH /api/staff/categories/:id', () => {
  it('updates a fee, stores paise, and the public list shows it at once', async () => {
    // Warm the cache so the test proves invalidation, not a first load.
    expect((await publicCategories()).find((c) => c.name === 'Gold')?.joining_fee).toBe(50000);
    const gold = await categoryIdOf(t.db, 'Gold');
    const { status, body } = await (await as()).update(gold, { joining_fee: 55000.5 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: gold, name: 'Gold', joining_fee: 55000.5, rank: 3 });
    const [row] = await t.db
      .select()
      .from(membershipCategories)
      .where(eq(membershipCategories.id, gold));
    expect(row?.joiningFeePaise).toBe(5_500_050);
    expect((await publicCategories()).find((c) => c.name === 'Gold')?.joining_fee).toBe(55000.5);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'membership_category'), eq(auditLog.entityId, String(gold))));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'category.update',
        before: { joining_fee: 50000 },
        after: { joining_fee: 55000.5 },
      }),
    ]);
  });

  it('updates eligibility, remark and name together', async () => {
    const star = await categoryIdOf(t.db, 'Star');
    const { body } = await (
      await as()
    ).update(star, {
      name: 'Star Plus',
      eligibility: 'Freelancers, Start-ups',
      eligibility_remark: '',
    });
    expect(body.data).toMatchObject({
      name: 'Star Plus',
      eligibility: 'Freelancers,Start-ups',
      eligibility_remark: null,
    });
    expect((await publicCategories())[0]?.name).toBe('Star Plus');
  });

  it('refuses a name or rank another category has (409), any case', async () => {
    const silver = await categoryIdOf(t.db, 'Silver');
    const api = await as();
    const name = await api.update(silver, { name: 'gold' });
    expect(name.status).toBe(409);
    expect(name.body).toEqual({
      success: false,
      message: 'A category with this name already exists',
      errors: { name: 'A category with this name already exists' },
    });
    const rank = await api.update(silver, { rank: 3 });
    expect(rank.status).toBe(409);
    expect(rank.body.errors).toEqual({ rank: 'Another category already has rank 3' });
    // Its own name and rank are not a clash.
    expect((await api.update(silver, { name: 'Silver', rank: 2 })).status).toBe(200);
  });

  it.each([
    [
      { joining_fee: -1 },
      'joining_fee',
      'joining_fee must be an amount in rupees from 0 to 10000000',
    ],
    [{ annual_fee: 10.555 }, 'annual_fee', 'annual_fee can have at most two decimals (paise)'],
    [
      { annual_fee: '500' },
      'annual_fee',
      'annual_fee must be an amount in rupees from 0 to 10000000',
    ],
    [{ rank: 0 }, 'rank', 'rank must be a whole number from 1 to 1000'],
    [{ rank: 1.5 }, 'rank', 'rank must be a whole number from 1 to 1000'],
    [{ name: '  ' }, 'name', 'name is required'],
    [{}, 'request', 'Nothing to update'],
  ])('answers 400 for %j', async (payload, field, message) => {
    const { status, body } = await (await as()).update(await categoryIdOf(t.db, 'Gold'), payload);
    expect(status).toBe(400);
    expect(body.errors?.[field] ?? body.message).toBe(message);
  });

  it('answers 404 for an unknown category and 403 to non-admins', async () => {
    expect((await (await as()).update(9999, { rank: 9 })).status).toBe(404);
    const gold = await categoryIdOf(t.db, 'Gold');
    expect((await (await as('office@example.com')).update(gold, { rank: 9 })).status).toBe(403);
  });
});

describe('POST /api/staff/categories', () => {
  it('creates a category that the public list shows, audited', async () => {
    await publicCategories();
    const { status, body } = await (await as()).create(DIAMOND);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Diamond',
      joining_fee: 150000,
      annual_fee: 75000.5,
      eligibility: 'More than 100 employees,Ten years in business',
      eligibility_remark: 'By invitation.',
      rank: 5,
    });
    expect((await publicCategories()).at(-1)).toMatchObject({ name: 'Diamond', rank: 5 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(body.data?.id)));
    expect(audit).toMatchObject({
      action: 'category.create',
      entity: 'membership_category',
      before: null,
      after: expect.objectContaining({ name: 'Diamond', annual_fee: 75000.5 }),
    });
  });

  it('needs every field and a free name and rank', async () => {
    const api = await as();
    const missing = await api.create({ name: 'Bronze' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual([
      'annual_fee',
      'eligibility',
      'joining_fee',
      'rank',
    ]);
    expect((await api.create({ ...DIAMOND, name: 'PLATINUM' })).status).toBe(409);
    expect((await api.create({ ...DIAMOND, rank: 4 })).body.errors).toEqual({
      rank: 'Another category already has rank 4',
    });
  });
});
