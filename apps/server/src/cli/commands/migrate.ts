import { appliedMigrations, readJournal } from '../../db/migrations';
import { ensureReferenceData } from '../../db/reference-data';
import type { CliCommand } from '../command';
import { withConfiguredDatabase } from '../configured-database';

export const migrateCommand: CliCommand = {
  name: 'migrate',
  summary: 'apply the database migrations (and an empty database its zones and states), then exit',
  help: 'Apply the database migrations not applied yet, then exit. Safe while other processes start: on PostgreSQL one process migrates at a time. An empty database also gets its reference data (zones and states), as a server start gives it.',
  async run(_options, context) {
    return withConfiguredDatabase(
      context,
      async ({ config, handle }) => {
        const before = (await appliedMigrations(handle.db)).length;
        await handle.migrate();
        const applied = await appliedMigrations(handle.db);
        const latestWhen = applied.at(-1);
        const latest = readJournal(config.migrationsDir).find((entry) => entry.when === latestWhen);
        context.out(
          `Migrations: ${applied.length - before} applied now, ${applied.length} in all (latest ${latest?.tag ?? 'unknown'}).`,
        );
        const inserted = await ensureReferenceData(handle.db);
        context.out(
          inserted ? 'Reference data: zones and states inserted.' : 'Reference data: present.',
        );
        return 0;
      },
      { migrate: false },
    );
  },
};
