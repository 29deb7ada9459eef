import { paiseToRupees } from '@portico/domain/money';
import type { Database } from '../../db/client';
import type { ZoneCode } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { createCategoryCache, type CategoryCache } from './category-cache';
import { findAllCategories, findStatesOfZone, type CategoryRow, type StateRow } from './repository';

/** A category as the API shows it: fees in rupees, as the specs display them. */
export type CategoryView = {
  id: number;
  name: string;
  joining_fee: number;
  annual_fee: number;
  eligibility: string;
  eligibility_remark: string | null;
  rank: number;
};

export type CatalogService = {
  cache: CategoryCache;
  listCategories(): Promise<CategoryView[]>;
  listUpgradeOptions(fromCategoryId: number): Promise<CategoryView[]>;
  listStatesOfZone(zone: ZoneCode): Promise<StateRow[]>;
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

export function createCatalogService(db: Database): CatalogService {
  const cache = createCategoryCache(() => findAllCategories(db));

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
      return categories.filter((category) => category.rank > from.rank).map(toCategoryView);
    },

    listStatesOfZone(zone) {
      return findStatesOfZone(db, zone);
    },
  };
}
