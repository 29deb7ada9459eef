import { isProductionEnvironment } from '../../config';
import { seedIfEmpty } from '../../db/seed';
import type { CliCommand } from '../command';
import { withConfiguredDatabase } from '../configured-database';

export const SEED_DEMO_REFUSED =
  'seed-demo: refused with NODE_ENV=production. The demo data (example.com staff with an admin, demo members and orders, the public coupon WELCOME10) never goes into a production database.';

export const seedDemoCommand: CliCommand = {
  name: 'seed-demo',
  summary: 'insert the demo data into a database without categories (not in production)',
  help: 'Insert the demo data a development start inserts (standard categories, example.com members and staff, orders, the coupons WELCOME10 and EXPIRED5) into a database that has no category yet; otherwise do nothing. Refused with NODE_ENV=production.',
  async run(_options, context) {
    // Before reading the rest of the configuration: this refusal is the answer whatever else is set.
    if (isProductionEnvironment(context.env)) {
      context.err(SEED_DEMO_REFUSED);
      return 1;
    }
    return withConfiguredDatabase(context, async ({ handle }) => {
      const { seeded } = await seedIfEmpty(handle.db);
      context.out(
        seeded
          ? 'Demo data inserted. Staff sign in as admin@example.com and the others the README lists; codes are in the dev outbox.'
          : 'The database already has membership categories: no demo data inserted.',
      );
      return 0;
    });
  },
};
