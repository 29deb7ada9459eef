import { auditChanges } from '@portico/domain/audit-changes';
import styles from './audit-changes.module.css';

export type AuditValues = Record<string, unknown> | null;

/** Past this a value is folded: its start shown, the rest a click away. */
const FOLD_AT = 80;

/** A value in words, a long one folded (details/summary) so a row stays readable. */
function Value({ text, className }: { text: string; className?: string }) {
  if (!text) return <span className={className}>(empty)</span>;
  if (text.length <= FOLD_AT) return <span className={className}>{text}</span>;
  return (
    <details className={styles.fold}>
      <summary className={className}>{`${text.slice(0, FOLD_AT - 20).trimEnd()}…`}</summary>
      <span className={styles.full}>{text}</span>
    </details>
  );
}

/**
 * The fields an audit entry changed, one line each by its label: 'Company name: Old Ltd → New Ltd'
 * (the old value struck through; screen readers hear "changed to"), amounts in rupees, dates in
 * India, codes in words (packages/domain/src/audit-values.ts).
 */
export function AuditChanges({ before, after }: { before: AuditValues; after: AuditValues }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <>—</>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}:</span>{' '}
          {before ? (
            <>
              <Value text={change.before} className={styles.before} />
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> changed to </span>
            </>
          ) : null}
          <Value text={change.after} />
        </li>
      ))}
    </ul>
  );
}
