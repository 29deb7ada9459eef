import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_SIZES,
  HISTORY_TYPES,
  JOURNEYS,
  ORG_TYPES,
  ZONES,
} from '@portico/domain/constants';
import {
  COMPANY_SIZE_VALUES,
  HISTORY_TYPE_VALUES,
  JOURNEY_VALUES,
  ORG_TYPE_VALUES,
  ZONE_CODES,
} from '@portico/domain/contracts/values';
import { useTestApp } from '../../test/support/app';
import type { Executor } from './client';
import {
  coupons,
  members,
  membershipCategories,
  membershipPeriods,
  orders,
  planHistory,
  staff,
  staffRoles,
  states,
} from './schema';
import { seedIfEmpty } from './seed';

const t = useTestApp();

const COUNTED = {
  categories: membershipCategories,
  states,
  members,
  planHistory,
  orders,
  membershipPeriods,
  staff,
  coupons,
} as const;

async function counts(db: Executor): Promise<Record<keyof typeof COUNTED, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof COUNTED, number>;
}

describe('seedIfEmpty', () => {
  it('does nothing on a database that already has categories', async () => {
    const before = await counts(t.db);
    expect(await seedIfEmpty(t.db)).toEqual({ seeded: false });
    expect(await counts(t.db)).toEqual(before);
  });

  it('holds the demo data of the API contract', async () => {
    expect(await counts(t.db)).toEqual({
      categories: 4,
      states: 36,
      members: 8,
      planHistory: 8,
      orders: 8,
      membershipPeriods: 8,
      staff: 9,
      coupons: 2,
    });

    const byEmail = async (email: string) => {
      const [member] = await t.db.select().from(members).where(eq(members.email, email));
      if (!member) throw new Error(`no member ${email}`);
      return member;
    };
    expect(await byEmail('active@example.com')).toMatchObject({
      status: 'active',
      mobileNumber: '9800000011',
    });
    expect(await byEmail('lapsed@example.com')).toMatchObject({ status: 'expired' });
    expect(await byEmail('revive@example.com')).toMatchObject({ status: 'expired' });
    expect(await byEmail('manual@example.com')).toMatchObject({
      status: 'expired',
      manual: 1,
      pdfStandalone: expect.stringMatching(/^https:\/\//),
    });

    const zoneManagers = await t.db
      .select({ email: staff.email, zone: staffRoles.zone })
      .from(staffRoles)
      .innerJoin(staff, eq(staff.id, staffRoles.staffId))
      .where(eq(staffRoles.role, 'zone_manager'));
    expect(zoneManagers.map((row) => `${row.email}:${row.zone}`).sort()).toEqual([
      'zm.east@example.com:east',
      'zm.north@example.com:north',
      'zm.south@example.com:south',
      'zm.west@example.com:west',
    ]);
  });

  it('gives every member a paid application, plan history and current period', async () => {
    const rows = await t.db
      .select({
        email: members.email,
        paymentStatus: planHistory.paymentStatus,
        expiry: planHistory.membershipExpiry,
        endsAt: membershipPeriods.endsAt,
        orderStatus: orders.status,
      })
      .from(members)
      .innerJoin(planHistory, eq(planHistory.applicationId, members.applicationId))
      .innerJoin(membershipPeriods, eq(membershipPeriods.memberId, members.id))
      .innerJoin(orders, eq(orders.id, membershipPeriods.orderId));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row).toMatchObject({ paymentStatus: 'paid', orderStatus: 'paid' });
      expect(row.expiry?.getTime()).toBe(row.endsAt.getTime());
    }
    const days = (email: string) => {
      const row = rows.find((candidate) => candidate.email === email);
      return Math.round(((row?.endsAt.getTime() ?? 0) - Date.now()) / 86_400_000);
    };
    expect(days('renew@example.com')).toBe(20);
    expect(days('lapsed@example.com')).toBe(-30);
    expect(days('revive@example.com')).toBe(-200);
    expect(days('manual@example.com')).toBe(-10);
  });

  it('keeps the coupons valid and expired as named', async () => {
    const rows = await t.db.select().from(coupons);
    const welcome = rows.find((row) => row.code === 'WELCOME10');
    const expired = rows.find((row) => row.code === 'EXPIRED5');
    expect(welcome).toMatchObject({ kind: 'percent', value: 10 });
    expect(welcome?.validUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(expired?.validUntil?.getTime()).toBeLessThan(Date.now());
  });
});

describe('schema value sets', () => {
  it('match the domain package', () => {
    expect(ZONE_CODES).toEqual(ZONES);
    expect(JOURNEY_VALUES).toEqual(JOURNEYS);
    expect(HISTORY_TYPE_VALUES).toEqual(HISTORY_TYPES);
    expect(COMPANY_SIZE_VALUES).toEqual(COMPANY_SIZES);
    expect(ORG_TYPE_VALUES).toEqual(ORG_TYPES);
  });
});
