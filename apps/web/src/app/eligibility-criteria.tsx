import { eligibilityPoints, type MembershipCategory } from './membership-category';
import styles from './eligibility-criteria.module.css';

/** A category's eligibility points and its remark: the applicant's modal and the staff picker show them alike. */
export function EligibilityCriteria({
  category,
}: {
  category: Pick<MembershipCategory, 'eligibility' | 'eligibility_remark'>;
}) {
  const points = eligibilityPoints(category);
  return (
    <>
      {points.length > 0 ? (
        <ul className={styles.points}>
          {points.map((point, index) => (
            <li key={`${index}-${point}`}>{point}</li>
          ))}
        </ul>
      ) : (
        <p>No eligibility criteria are listed for this category.</p>
      )}
      {category.eligibility_remark ? (
        <p className={styles.remark}>
          <strong>Remark:</strong> {category.eligibility_remark}
        </p>
      ) : null}
    </>
  );
}
