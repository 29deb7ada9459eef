import { formatInr } from '@portico/domain/currency';
import { MESSAGES } from '@portico/domain/messages';
import { EligibilityCriteria } from '../../app/eligibility-criteria';
import type { CategoryOption as Category } from '../../app/staff/api/get-category-options';
import styles from './category-option.module.css';

/** One category as a radio card (the applicant picker's look), its eligibility to read in place. */
export function CategoryOption({
  category,
  checked,
  onSelect,
}: {
  category: Category;
  checked: boolean;
  onSelect: () => void;
}) {
  const inputId = `staff-membership-${category.id}`;
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
          aria-describedby={`${inputId}-fees`}
        />
        <label htmlFor={inputId} className={styles.name}>
          {category.name}
        </label>
      </div>
      <dl id={`${inputId}-fees`} className={styles.fees}>
        <div className={styles.fee}>
          <dt>{MESSAGES.joiningFee}</dt>
          <dd>₹{formatInr(category.joining_fee)}</dd>
        </div>
        <div className={styles.fee}>
          <dt>{MESSAGES.annualFees}</dt>
          <dd>₹{formatInr(category.annual_fee)}</dd>
        </div>
      </dl>
      <details className={styles.eligibility}>
        <summary>
          {MESSAGES.eligibility}
          <span className="visually-hidden"> for {category.name}</span>
        </summary>
        <EligibilityCriteria category={category} />
      </details>
    </div>
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
      <div className={styles.grid}>
        {categories.map((category) => (
          <CategoryOption
            key={category.id}
            category={category}
            checked={selectedId === category.id}
            onSelect={() => onSelect(category.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
