import { MESSAGES } from '@portico/domain/messages';
import { CategoryCard, CategoryGrid, categoryCardRaised } from '../../app/category-card';
import { EligibilityCriteria } from '../../app/eligibility-criteria';
import type { CategoryOption as Category } from '../../app/staff/api/get-category-options';

/** One category as a radio card (the applicant picker's card), its eligibility to read in place. */
export function CategoryOption({
  category,
  checked,
  onSelect,
}: {
  category: Category;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <CategoryCard
      category={category}
      idPrefix="staff-membership"
      checked={checked}
      onSelect={onSelect}
    >
      <details className={categoryCardRaised}>
        <summary>
          {MESSAGES.eligibility}
          <span className="visually-hidden"> for {category.name}</span>
        </summary>
        <EligibilityCriteria category={category} />
      </details>
    </CategoryCard>
  );
}

/** The categories to choose from, as a group of radio cards. */
export function CategoryOptions({
  categories,
  selectedId,
  onSelect,
}: {
  categories: readonly Category[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <fieldset>
      <legend className="visually-hidden">Membership category</legend>
      <CategoryGrid>
        {categories.map((category) => (
          <CategoryOption
            key={category.id}
            category={category}
            checked={selectedId === category.id}
            onSelect={() => onSelect(category.id)}
          />
        ))}
      </CategoryGrid>
    </fieldset>
  );
}
