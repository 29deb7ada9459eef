// The association's standard membership categories with their fees and criteria. A development
// start inserts them with the demo data; in production an operator asks for them
// (`npm run portico -- seed-categories`) or sets categories up in the back office (decision 025).
import { count } from 'drizzle-orm';
import { rupeesToPaise } from '@portico/domain/money';
import type { Database, Executor } from './client';
import { membershipCategories } from './schema';
import { announceCatalogChange } from './catalog-change-notices';
import { withSeedLock } from './seed-lock';

export const STANDARD_CATEGORIES = [
  {
    name: 'Star',
    joiningFee: 5_000,
    annualFee: 5_000,
    eligibility:
      'Individual event professionals and freelancers,Start-ups in their first three years of business,A valid PAN and Aadhaar card',
    remark:
      'Star membership is for individuals and young firms; identity proofs replace company documents.',
  },
  {
    name: 'Silver',
    joiningFee: 25_000,
    annualFee: 15_000,
    eligibility:
      'Event or entertainment businesses with up to 25 employees,At least two years in business,GST registration',
    remark: 'Two existing members must propose the applicant.',
  },
  {
    name: 'Gold',
    joiningFee: 50_000,
    annualFee: 25_000,
    eligibility:
      'Event or entertainment businesses with 25 to 50 employees,At least three years in business,Annual turnover above Rs 1 crore',
    remark: 'Two existing members must propose the applicant.',
  },
  {
    name: 'Platinum',
    joiningFee: 100_000,
    annualFee: 50_000,
    eligibility:
      'Event or entertainment businesses with more than 50 employees,At least five years in business,Annual turnover above Rs 10 crore',
    remark: 'Platinum is the top plan; it cannot be upgraded further.',
  },
] as const;

export type StandardCategoryName = (typeof STANDARD_CATEGORIES)[number]['name'];

export async function countCategories(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(membershipCategories);
  return row?.n ?? 0;
}

/** Inserts the standard categories, ranked in order; the caller checks there are none. */
export function insertStandardCategories(tx: Executor) {
  return tx
    .insert(membershipCategories)
    .values(
      STANDARD_CATEGORIES.map((category, index) => ({
        name: category.name,
        rank: index + 1,
        joiningFeePaise: rupeesToPaise(category.joiningFee),
        annualFeePaise: rupeesToPaise(category.annualFee),
        eligibility: category.eligibility,
        eligibilityRemark: category.remark,
      })),
    )
    .returning();
}

export type StandardCategoriesResult =
  { inserted: true; names: StandardCategoryName[] } | { inserted: false; existing: number };

/** Inserts the standard categories into a database that has no category at all. */
export function seedStandardCategories(db: Database): Promise<StandardCategoriesResult> {
  return withSeedLock(db, async (tx) => {
    const existing = await countCategories(tx);
    if (existing > 0) return { inserted: false, existing };
    await insertStandardCategories(tx);
    // Running servers empty their category caches when this commits (decision 027).
    await announceCatalogChange(tx);
    return { inserted: true, names: STANDARD_CATEGORIES.map((category) => category.name) };
  });
}
