// Reference data: zones and the states in each.
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, id } from './columns';
import { ZONE_CODES } from '@portico/domain/contracts/values';
import type { ZoneCode } from './value-sets';

export const zones = pgTable(
  'zones',
  {
    code: text('code').$type<ZoneCode>().primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('zones_code_check', inList(t.code, ZONE_CODES))],
);

export const states = pgTable(
  'states',
  {
    id: id(),
    zone: text('zone')
      .$type<ZoneCode>()
      .notNull()
      .references(() => zones.code),
    name: text('name').notNull().unique(),
  },
  (t) => [index('states_zone_idx').on(t.zone)],
);
