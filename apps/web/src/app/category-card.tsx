import type { ReactNode } from 'react';
import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { formatInr } from '@portico/domain/currency';
import type { MembershipCategory } from './membership-category';
import styles from './category-card.module.css';

export type CategoryCardProps = {
  category: Pick<MembershipCategory, 'id' | 'name' | 'joining_fee' | 'annual_fee'>;
  /** Keeps the ids of two pickers on one page apart. */
  idPrefix: string;
  checked: boolean;
  onSelect: () => void;
  /** Read with the fees as the card's description (the applicant's '*Prices are excluding GST'). */
  note?: ReactNode;
  /** Below: the applicant's eligibility link, or the staff's eligibility in place. */
  children?: ReactNode;
};

/**
 * One category as a radio card, in the applicant's and the staff wizard's pickers: the native radio
 * carries the name, the fees describe it, and the whole card selects it.
 */
export function CategoryCard({
  category,
  idPrefix,
  checked,
  onSelect,
  note,
  children,
}: CategoryCardProps) {
  const inputId = `${idPrefix}-${category.id}`;
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
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** The cards' grid. */
export function CategoryGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** Above the card-wide label, so that it opens the eligibility rather than selecting the card. */
export const categoryCardRaised: string | undefined = styles.raised;
