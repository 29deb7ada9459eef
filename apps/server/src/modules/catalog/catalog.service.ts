import { paiseToRupees, upgradeFeeDifferences } from '@portico/domain/money';
import type { Database, Executor } from '../../db/client';
import type { ZoneCode } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { createCategoryCache, createListCache, type CategoryCache } from './category-cache';
import {
  findAllCategories,
  findAllStates,
  findCategoryById,
  type CategoryRow,
  type StateRow,
  type ZonedStateRow,
} from './catalog.repository';
import type { MembershipCategoryRow as CategoryView } from '@portico/domain/contracts/catalog.contract';

export type { CategoryView };

export type CatalogService = {
  cache: CategoryCache;
  listCategories(): Promise<CategoryView[]>;
  listUpgradeOptions(fromCategoryId: number): Promise<CategoryView[]>;
  listStatesOfZone(zone: ZoneCode): Promise<StateRow[]>;
  /**
   * One category, from memory; a miss asks the database (a category added by another process).
   * Inside a transaction pass it as `db`: whatever must be read is then read through it.
   */
  findCategory(id: number, db?: Executor): Promise<CategoryRow | undefined>;
  /**
   * One category read from its row, never from memory: what a checkout charges is the fee as
   * committed at that moment, whichever process changed it a moment ago (decision 027).
   */
  currentCategory(id: number): Promise<CategoryRow | undefined>;
  /** One state with its zone, from memory (`db` as for findCategory). */
  findState(id: number, db?: Executor): Promise<ZonedStateRow | undefined>;
};

export function toCategoryView(row: CategoryRow): CategoryView {
  return {
    id: row.id,
    name: row.name,
    joining_fee: paiseToRupees(row.joiningFeePaise),
    annual_fee: paiseToRupees(row.annualFeePaise),
    eligibility: row.eligibility,
    eligibility_remark: row.eligibilityRemark,
    rank: row.rank,
  };
}

export function createCatalogService(
  db: Database,
  options: { isCacheTrusted?: () => boolean } = {},
): CatalogService {
  const cache = createCategoryCache(
    () => findAllCategories(db),
    options.isCacheTrusted ? { isTrusted: options.isCacheTrusted } : {},
  );
  // States are seeded reference data; nothing edits them, so they are read once per process.
  const stateCache = createListCache(() => findAllStates(db));

  return {
    cache,

    async listCategories() {
      return (await cache.get()).map(toCategoryView);
    },

    /** An upgrade may go to any category ranked above the current one (none above the top plan). */
    async listUpgradeOptions(fromCategoryId) {
      const categories = await cache.get();
      const from = categories.find((category) => category.id === fromCategoryId);
      if (!from) throw new NotFoundError('Membership category not found');
      // The first screen shows what the upgrade costs: the checkout's own differences.
      return categories
        .filter((category) => category.rank > from.rank)
        .map((category) => {
          const difference = upgradeFeeDifferences(category, from);
          return {
            ...toCategoryView(category),
            upgrade_difference: {
              from: from.name,
              joining_fee: paiseToRupees(difference.joiningFeePaise),
              annual_fee: paiseToRupees(difference.annualFeePaise),
            },
          };
        });
    },

    async listStatesOfZone(zone) {
      return (await stateCache.get())
        .filter((state) => state.zone === zone)
        .map(({ id, name }) => ({ id, name }));
    },

    async findCategory(id, through = db) {
      const categories = await cache.get(() => findAllCategories(through));
      return categories.find((category) => category.id === id) ?? findCategoryById(through, id);
    },

    currentCategory(id) {
      return findCategoryById(db, id);
    },

    async findState(id, through = db) {
      return (await stateCache.get(() => findAllStates(through))).find((state) => state.id === id);
    },
  };
}
