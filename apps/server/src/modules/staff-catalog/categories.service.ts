// Membership categories as the admin manages them: fees in rupees in and out, paise stored. Every
// change is audited and empties the category cache, so the public list shows it at once; its
// transaction also announces it, so every other server process empties its cache on commit.
import { rupeesToPaise } from '@portico/domain/money';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { toCategoryView, type CategoryView } from '../catalog';
import { announceCatalogChange } from '../../db/catalog-change-notices';
import { auditChange } from '../audit';
import {
  findCategories,
  findCategoryClash,
  insertCategory,
  lockCategory,
  updateCategory,
  type CategoryRow,
  type CategoryValues,
} from './categories.repository';
import { uniqueViolation } from '../../lib/db-errors';

export type CategoryInput = {
  name: string;
  joining_fee: number;
  annual_fee: number;
  eligibility: string;
  eligibility_remark?: string | null | undefined;
  rank: number;
};

/** The public view of a category, and when it last changed. */
export type CategoryAdminView = CategoryView & { updated_at: string };

export function toCategoryAdminView(row: CategoryRow): CategoryAdminView {
  return { ...toCategoryView(row), updated_at: row.updatedAt.toISOString() };
}

/** What the audit row records: the API's view without the timestamp. */
function audited(view: CategoryAdminView): Record<string, unknown> {
  const { updated_at: _updatedAt, ...rest } = view;
  return rest;
}

function toValues(input: Partial<CategoryInput>): Partial<CategoryValues> {
  const values: Partial<CategoryValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.joining_fee !== undefined) values.joiningFeePaise = rupeesToPaise(input.joining_fee);
  if (input.annual_fee !== undefined) values.annualFeePaise = rupeesToPaise(input.annual_fee);
  if (input.eligibility !== undefined) values.eligibility = input.eligibility;
  if (input.eligibility_remark !== undefined) values.eligibilityRemark = input.eligibility_remark;
  if (input.rank !== undefined) values.rank = input.rank;
  return values;
}

const NAME_TAKEN = 'A category with this name already exists';
const rankTaken = (rank: number | undefined) => `Another category already has rank ${rank}`;

function clashErrors(clash: { name: boolean; rank: boolean }, rank: number | undefined) {
  const errors: Record<string, string> = {};
  if (clash.name) errors.name = NAME_TAKEN;
  if (clash.rank) errors.rank = rankTaken(rank);
  return errors;
}

export function createCategoriesService(db: Database, invalidateCatalog: () => void) {
  /** Runs a write; a name or rank taken meanwhile (a race past the check) is the same 409. */
  async function write<T>(rank: number | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      const errors: Record<string, string> = constraint.includes('rank')
        ? { rank: rankTaken(rank) }
        : { name: NAME_TAKEN };
      throw new ConflictError(Object.values(errors)[0] ?? NAME_TAKEN, errors);
    } finally {
      invalidateCatalog();
    }
  }

  return {
    async list(): Promise<CategoryAdminView[]> {
      return (await findCategories(db)).map(toCategoryAdminView);
    },

    async create(principal: StaffPrincipal, input: CategoryInput): Promise<CategoryAdminView> {
      return write(input.rank, () =>
        db.transaction(async (tx) => {
          const clash = await findCategoryClash(tx, input);
          const errors = clashErrors(clash, input.rank);
          if (Object.keys(errors).length > 0) {
            throw new ConflictError(Object.values(errors)[0] ?? NAME_TAKEN, errors);
          }
          const row = await insertCategory(tx, toValues(input) as CategoryValues);
          await announceCatalogChange(tx);
          const view = toCategoryAdminView(row);
          await auditChange(tx, principal, {
            action: 'category.create',
            entity: 'membership_category',
            entityId: row.id,
            before: null,
            after: audited(view),
          });
          return view;
        }),
      );
    },

    async update(
      principal: StaffPrincipal,
      id: number,
      input: Partial<CategoryInput>,
    ): Promise<CategoryAdminView> {
      return write(input.rank, () =>
        db.transaction(async (tx) => {
          const current = await lockCategory(tx, id);
          if (!current) throw new NotFoundError('Membership category not found');
          const clash = await findCategoryClash(tx, input, id);
          const errors = clashErrors(clash, input.rank);
          if (Object.keys(errors).length > 0) {
            throw new ConflictError(Object.values(errors)[0] ?? NAME_TAKEN, errors);
          }
          const row = await updateCategory(tx, id, toValues(input));
          await announceCatalogChange(tx);
          const view = toCategoryAdminView(row);
          await auditChange(tx, principal, {
            action: 'category.update',
            entity: 'membership_category',
            entityId: id,
            before: audited(toCategoryAdminView(current)),
            after: audited(view),
          });
          return view;
        }),
      );
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
