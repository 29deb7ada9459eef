import type { NamedProposer, ReferenceApplicant } from './api/get-reference-request';
import styles from './referenced-application.module.css';

/** The application a proposer is asked about, and how its applicant named them. */
export function ReferencedApplication({
  applicant,
  proposer,
}: {
  applicant: ReferenceApplicant;
  proposer: NamedProposer;
}) {
  const rows: [string, string][] = [
    ['Applicant', applicant.name],
    ['Company', applicant.company_name],
    ['Membership category', applicant.category],
    [
      `Named as proposer ${proposer.num}`,
      [proposer.name, proposer.company_name].filter(Boolean).join(', '),
    ],
  ];
  return (
    <dl className={styles.applicant}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
