// Reference data every database needs, production included: the four zones and the states and union
// territories in each (the application form's zone and state selects, zone managers' zones).
import { count } from 'drizzle-orm';
import type { Database, Executor } from './client';
import { withSeedLock } from './seed-lock';
import { states, zones, type ZoneCode } from './schema';

export const ZONES_AND_STATES: ReadonlyArray<{
  code: ZoneCode;
  name: string;
  states: readonly string[];
}> = [
  {
    code: 'north',
    name: 'North',
    states: [
      'Jammu and Kashmir',
      'Ladakh',
      'Himachal Pradesh',
      'Punjab',
      'Chandigarh',
      'Haryana',
      'Delhi',
      'Uttarakhand',
      'Uttar Pradesh',
      'Rajasthan',
    ],
  },
  {
    code: 'east',
    name: 'East',
    states: [
      'Bihar',
      'Jharkhand',
      'Odisha',
      'West Bengal',
      'Assam',
      'Arunachal Pradesh',
      'Manipur',
      'Meghalaya',
      'Mizoram',
      'Nagaland',
      'Sikkim',
      'Tripura',
    ],
  },
  {
    code: 'west',
    name: 'West',
    states: [
      'Gujarat',
      'Maharashtra',
      'Goa',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Madhya Pradesh',
      'Chhattisgarh',
    ],
  },
  {
    code: 'south',
    name: 'South',
    states: [
      'Andhra Pradesh',
      'Karnataka',
      'Kerala',
      'Tamil Nadu',
      'Telangana',
      'Puducherry',
      'Lakshadweep',
      'Andaman and Nicobar Islands',
    ],
  },
];

/** Inserts the zones and states unless the database has zones already; true when it inserted. */
export async function insertReferenceDataIfMissing(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(zones);
  if ((row?.n ?? 0) > 0) return false;
  await tx.insert(zones).values(
    ZONES_AND_STATES.map((zone, index) => ({
      code: zone.code,
      name: zone.name,
      sortOrder: index + 1,
    })),
  );
  await tx
    .insert(states)
    .values(
      ZONES_AND_STATES.flatMap((zone) => zone.states.map((name) => ({ zone: zone.code, name }))),
    );
  return true;
}

export function ensureReferenceData(db: Database): Promise<boolean> {
  return withSeedLock(db, (tx) => insertReferenceDataIfMissing(tx));
}
