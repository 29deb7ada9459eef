import { UPGRADE_REVIEW_LABELS, UPGRADE_REVIEW_VALUES } from '@portico/domain/upgrade-review';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import { fieldId } from './association-form-values';
import type { AssociationFormState } from './use-association-form';
import styles from './settings.module.css';

const HINT_ID = `${fieldId('upgrade_review')}-hint`;
const ERROR_ID = `${fieldId('upgrade_review')}-error`;

/**
 * Whether a member's upgrade is reviewed, and by whom (decision 114). The review uses the stages
 * every application goes through; an upgrade already submitted keeps the review it entered.
 */
export function UpgradeReviewField({ form }: { form: AssociationFormState }) {
  const error = form.error('upgrade_review');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Upgrades</legend>
      <fieldset
        className={formLayout.checks}
        aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
      >
        <legend className={fieldStyles.label}>Who reviews a member’s upgrade *</legend>
        <p id={HINT_ID} className={fieldStyles.hint}>
          A member upgrading gives only what the higher category needs beyond their record. Not
          reviewed: they pay the difference at once. Upgrades already submitted keep the review they
          entered.
        </p>
        {UPGRADE_REVIEW_VALUES.map((value, index) => {
          const id = index === 0 ? fieldId('upgrade_review') : `settings-upgrade-review-${value}`;
          return (
            <div key={value} className={fieldParts.checkbox}>
              <input id={id} type="radio" value={value} {...form.register('upgrade_review')} />
              <label htmlFor={id}>{UPGRADE_REVIEW_LABELS[value]}</label>
            </div>
          );
        })}
        {error ? (
          <p id={ERROR_ID} className={fieldParts.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
