import { eligibilityPoints, type MembershipCategory } from './membership-category';

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
        <ul className="eligibility__points">
          {points.map((point, index) => (
            <li key={`${index}-${point}`}>{point}</li>
          ))}
        </ul>
      ) : (
        <p>No eligibility criteria are listed for this category.</p>
      )}
      {category.eligibility_remark ? (
        <p className="eligibility__remark">
          <strong>Remark:</strong> {category.eligibility_remark}
        </p>
      ) : null}
    </>
  );
}
