import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { formatInr } from '@portico/domain/currency';
import type { MembershipCategory } from '../../app/membership-category';
import buttons from '../../ui/button.module.css';
import styles from './membership-card.module.css';

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
    <div className={checked ? `${styles.card} ${styles.checked}` : styles.card}>
      <div className={styles.head}>
        <input
          id={inputId}
          className={styles.radio}
          type="radio"
          name="membership"
          value={category.id}
          checked={checked}
          onChange={onSelect}
          aria-describedby={feesId}
        />
        <label htmlFor={inputId} className={styles.name}>
          {category.name}
        </label>
      </div>
      <div id={feesId} className={styles.details}>
        <dl className={styles.fees}>
          <div className={styles.fee}>
            <dt>{SHELL_MESSAGES.joiningFee}</dt>
            <dd>₹{formatInr(category.joining_fee)}</dd>
          </div>
          <div className={styles.fee}>
            <dt>{SHELL_MESSAGES.annualFees}</dt>
            <dd>₹{formatInr(category.annual_fee)}</dd>
          </div>
        </dl>
        <p className={styles.note}>{SHELL_MESSAGES.pricesExcludingGst}</p>
      </div>
      <button
        type="button"
        className={`${buttons.link} ${styles.eligibility}`}
        onClick={onShowEligibility}
      >
        {SHELL_MESSAGES.eligibility}
        <span className="visually-hidden"> for {category.name}</span>
      </button>
    </div>
  );
}
