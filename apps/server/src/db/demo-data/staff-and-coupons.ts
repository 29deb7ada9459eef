import { addDays } from 'date-fns';
import type { Executor } from '../client';
import { coupons, staff, staffRoles } from '../schema';
import { DEMO_STAFF } from './people';

export async function insertDemoStaff(tx: Executor): Promise<void> {
  const staffRows = await tx
    .insert(staff)
    .values(DEMO_STAFF.map(({ email, name }) => ({ email, name })))
    .returning({ id: staff.id, email: staff.email });
  const staffIdByEmail = new Map(staffRows.map((row) => [row.email, row.id]));
  await tx.insert(staffRoles).values(
    DEMO_STAFF.flatMap((person) =>
      person.roles.map(({ role, zone }) => ({
        staffId: staffIdByEmail.get(person.email) ?? 0,
        role,
        zone: zone ?? null,
      })),
    ),
  );
}

/** One coupon valid for a year and one expired yesterday. */
export async function insertDemoCoupons(tx: Executor, now: Date): Promise<void> {
  await tx.insert(coupons).values([
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      message: 'Welcome offer: 10% off the joining fee',
      validFrom: addDays(now, -30),
      validUntil: addDays(now, 365),
    },
    {
      code: 'EXPIRED5',
      kind: 'percent',
      value: 5,
      message: 'Coupon Expired',
      validFrom: addDays(now, -60),
      validUntil: addDays(now, -1),
    },
  ]);
}
