import { formatInr } from '@portico/domain/currency';
import { seedStandardCategories, STANDARD_CATEGORIES } from '../../db/standard-categories';
import type { CliCommand } from '../command';
import { withConfiguredDatabase } from '../configured-database';

export const seedCategoriesCommand: CliCommand = {
  name: 'seed-categories',
  summary: 'insert the standard membership categories into a database that has none',
  help: `Insert the association's standard membership categories (${STANDARD_CATEGORIES.map((category) => category.name).join(', ')}) with their fees and criteria, into a database that has no category yet; otherwise do nothing. Production never inserts them by itself: categories and fees are set here or in the back office, where they can be changed afterwards.`,
  async run(_options, context) {
    return withConfiguredDatabase(context, async ({ handle }) => {
      const result = await seedStandardCategories(handle.db);
      if (!result.inserted) {
        context.out(
          `The database already has ${result.existing} membership categor${result.existing === 1 ? 'y' : 'ies'}: nothing inserted.`,
        );
        return 0;
      }
      context.out('Inserted the standard membership categories:');
      for (const category of STANDARD_CATEGORIES) {
        context.out(
          `  ${category.name}: joining fee Rs ${formatInr(category.joiningFee)}, annual fee Rs ${formatInr(category.annualFee)}`,
        );
      }
      context.out('Change their fees and criteria in the back office (Categories).');
      return 0;
    });
  },
};
