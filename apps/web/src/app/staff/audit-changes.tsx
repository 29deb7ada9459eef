import { describeValue } from './format';
import { fieldLabel } from './labels';
import styles from './audit-changes.module.css';

export type AuditValues = Record<string, unknown> | null;

/**
 * The fields an audit entry changed, one line each: 'Company name: Old Ltd → New Ltd' (the old value
 * struck through; screen readers hear "changed to").
 */
export function AuditChanges({ before, after }: { before: AuditValues; after: AuditValues }) {
  const from = before ?? {};
  const to = after ?? {};
  const keys = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  if (keys.length === 0) return <>—</>;
  return (
    <ul className={styles.changes}>
      {keys.map((key) => (
        <li key={key}>
          <span className={styles.field}>{fieldLabel(key)}:</span>{' '}
          {before ? (
            <>
              <span className={styles.before}>{describeValue(from[key])}</span>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> changed to </span>
            </>
          ) : null}
          <span>{describeValue(to[key])}</span>
        </li>
      ))}
    </ul>
  );
}
