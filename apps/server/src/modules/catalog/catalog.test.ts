import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { membershipCategories } from '../../db/schema';
import { createCatalogService } from './catalog.service';

type Category = {
  id: number;
  name: string;
  joining_fee: number;
  annual_fee: number;
  eligibility: string;
  eligibility_remark: string | null;
  rank: number;
};

const t = useTestApp();

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}

async function categories(): Promise<Category[]> {
  return (await getJson<{ data: Category[] }>('/api/membership')).body.data;
}

async function idOf(name: string): Promise<number> {
  const found = (await categories()).find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

describe('GET /api/membership', () => {
  it('lists the four categories in rank order with fees in rupees', async () => {
    const { status, body } = await getJson<{ success: boolean; data: Category[] }>(
      '/api/membership',
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((category) => category.name)).toEqual([
      'Star',
      'Silver',
      'Gold',
      'Platinum',
    ]);
    expect(body.data.map((category) => category.rank)).toEqual([1, 2, 3, 4]);
    const [star, , , platinum] = body.data;
    expect(star).toMatchObject({ joining_fee: 5000, annual_fee: 5000 });
    expect(platinum).toMatchObject({ joining_fee: 100000, annual_fee: 50000 });
    for (const category of body.data) {
      expect(category.eligibility.split(',').length).toBeGreaterThan(1);
      expect(category.eligibility_remark).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/membership/:id (upgrade options)', () => {
  it('offers Gold members only Platinum', async () => {
    const { status, body } = await getJson<{ data: Category[] }>(
      `/api/membership/${await idOf('Gold')}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((category) => category.name)).toEqual(['Platinum']);
  });

  it('answers what the upgrade pays: the differences of both fees, as the checkout charges', async () => {
    const all = await categories();
    const fee = (name: string) => all.find((category) => category.name === name);
    const { body } = await getJson<{
      data: (Category & { upgrade_difference: Record<string, unknown> })[];
    }>(`/api/membership/${await idOf('Silver')}`);
    for (const category of body.data) {
      expect(category.upgrade_difference).toEqual({
        from: 'Silver',
        joining_fee: category.joining_fee - (fee('Silver')?.joining_fee ?? 0),
        annual_fee: category.annual_fee - (fee('Silver')?.annual_fee ?? 0),
      });
    }
  });

  it('offers Star members every higher category', async () => {
    const { body } = await getJson<{ data: Category[] }>(`/api/membership/${await idOf('Star')}`);
    expect(body.data.map((category) => category.name)).toEqual(['Silver', 'Gold', 'Platinum']);
  });

  it('offers Platinum members nothing', async () => {
    const { status, body } = await getJson<{ success: boolean; data: Category[] }>(
      `/api/membership/${await idOf('Platinum')}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [] });
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await getJson('/api/membership/9999');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Membership category not found' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const { status, body } = await getJson('/api/membership/abc');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: 'Membership id must be a number',
      errors: { id: 'Membership id must be a number' },
    });
  });
});

describe('GET /api/state/:zone', () => {
  it.each([
    ['north', 10],
    ['east', 12],
    ['west', 6],
    ['south', 8],
  ])('lists the %s zone states (%i), sorted by name', async (zone, count) => {
    const { status, body } = await getJson<{
      success: boolean;
      data: { id: number; name: string }[];
    }>(`/api/state/${zone}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(count);
    const names = body.data.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const state of body.data)
      expect(state).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('covers all 36 states and union territories exactly once', async () => {
    const all = [];
    for (const zone of ['north', 'east', 'west', 'south']) {
      all.push(...(await getJson<{ data: { name: string }[] }>(`/api/state/${zone}`)).body.data);
    }
    expect(new Set(all.map((state) => state.name)).size).toBe(36);
    expect(all.map((state) => state.name)).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('accepts the zone in any case', async () => {
    const { status, body } = await getJson<{ data: unknown[] }>('/api/state/West');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(6);
  });

  it('rejects an unknown zone with the zone message', async () => {
    const { status, body } = await getJson('/api/state/central');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: 'Zone is required',
      errors: { zone: 'Zone is required' },
    });
  });
});

describe('category cache', () => {
  it('serves the second call from memory and reloads after invalidate()', async () => {
    const before = await categories();
    expect(before[0]?.name).toBe('Star');

    // A change made behind the service's back is not seen while the cache holds the list…
    await t.db
      .update(membershipCategories)
      .set({ joiningFeePaise: 777_700 })
      .where(eq(membershipCategories.name, 'Star'));
    expect((await categories())[0]?.joining_fee).toBe(5000);

    // …and is seen once staff code invalidates it.
    t.app.catalogCache.invalidate();
    expect((await categories())[0]?.joining_fee).toBe(7777);
  });
});

describe('lookups by id (the saves)', () => {
  it('finds a category from memory, and one added behind the cache from the database', async () => {
    const service = createCatalogService(t.db);
    const star = await service.findCategory(await idOf('Star'));
    expect(star?.name).toBe('Star');

    await service.listCategories();
    const [added] = await t.db
      .insert(membershipCategories)
      .values({
        name: 'Diamond',
        rank: 9,
        joiningFeePaise: 100,
        annualFeePaise: 100,
        eligibility: 'Any',
      })
      .returning();
    expect((await service.findCategory(added!.id))?.name).toBe('Diamond');
    expect(await service.findCategory(2_000_000_000)).toBeUndefined();
  });

  it('finds a state with its zone, and nothing for an unknown id', async () => {
    const service = createCatalogService(t.db);
    const [first] = (await getJson<{ data: { id: number; name: string }[] }>('/api/state/north'))
      .body.data;
    expect(await service.findState(first!.id)).toEqual({ ...first, zone: 'north' });
    expect(await service.findState(2_000_000_000)).toBeUndefined();
  });
});
