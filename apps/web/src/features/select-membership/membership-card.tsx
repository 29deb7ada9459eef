import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { CategoryCard, categoryCardRaised } from '../../app/category-card';
import type { MembershipCategory } from '../../app/membership-category';
import buttons from '../../ui/button.module.css';

type MembershipCardProps = {
  category: MembershipCategory;
  checked: boolean;
  onSelect: () => void;
  onShowEligibility: () => void;
};

/** The applicant's card: fees, the GST note, and a link to the eligibility modal. */
export function MembershipCard({
  category,
  checked,
  onSelect,
  onShowEligibility,
}: MembershipCardProps) {
  return (
    <CategoryCard
      category={category}
      idPrefix="membership"
      checked={checked}
      onSelect={onSelect}
      note={SHELL_MESSAGES.pricesExcludingGst}
    >
      <button
        type="button"
        className={`${buttons.link} ${categoryCardRaised ?? ''}`}
        onClick={onShowEligibility}
      >
        {SHELL_MESSAGES.eligibility}
        <span className="visually-hidden"> for {category.name}</span>
      </button>
    </CategoryCard>
  );
}
