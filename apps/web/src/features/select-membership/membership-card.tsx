import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { formatInr } from '@portico/domain/currency';
import type { MembershipCategory } from '../../app/membership-category';
import buttons from '../../ui/button.module.css';

type MembershipCardProps = {
  category: MembershipCategory;
  checked: boolean;
  onSelect: () => void;
  onShowEligibility: () => void;
};

/** One radio card: the native radio carries the name; fees and note describe it. */
export function MembershipCard({
  category,
  checked,
  onSelect,
  onShowEligibility,
}: MembershipCardProps) {
  const inputId = `membership-${category.id}`;
  const feesId = `${inputId}-fees`;
  return (
    <div className={`membership-card${checked ? ' membership-card--checked' : ''}`}>
      <div className="membership-card__head">
        <input
          id={inputId}
          className="membership-card__radio"
          type="radio"
          name="membership"
          value={category.id}
          checked={checked}
          onChange={onSelect}
          aria-describedby={feesId}
        />
        <label htmlFor={inputId} className="membership-card__name">
          {category.name}
        </label>
      </div>
      <div id={feesId} className="membership-card__details">
        <dl className="membership-card__fees">
          <div className="membership-card__fee">
            <dt>{SHELL_MESSAGES.joiningFee}</dt>
            <dd>₹{formatInr(category.joining_fee)}</dd>
          </div>
          <div className="membership-card__fee">
            <dt>{SHELL_MESSAGES.annualFees}</dt>
            <dd>₹{formatInr(category.annual_fee)}</dd>
          </div>
        </dl>
        <p className="membership-card__note">{SHELL_MESSAGES.pricesExcludingGst}</p>
      </div>
      <button
        type="button"
        className={`${buttons.link} membership-card__eligibility`}
        onClick={onShowEligibility}
      >
        {SHELL_MESSAGES.eligibility}
        <span className="visually-hidden"> for {category.name}</span>
      </button>
    </div>
  );
}
