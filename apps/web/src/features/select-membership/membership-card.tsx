import { formatInr } from '@portico/domain/currency';
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

/** An upgrade pays the differences of both fees, not the full fees above (plus GST). */
function UpgradeDifference({
  difference,
}: {
  difference: NonNullable<MembershipCategory['upgrade_difference']>;
}) {
  return (
    <>
      <strong>You pay ₹{formatInr(difference.joining_fee + difference.annual_fee)} plus GST</strong>
      : the difference from your {difference.from} plan (joining fee ₹
      {formatInr(difference.joining_fee)}, annual fee ₹{formatInr(difference.annual_fee)}).
    </>
  );
}

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
      note={
        category.upgrade_difference ? (
          <UpgradeDifference difference={category.upgrade_difference} />
        ) : (
          SHELL_MESSAGES.pricesExcludingGst
        )
      }
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
