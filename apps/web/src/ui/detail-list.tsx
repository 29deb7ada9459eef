import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

export { styles as detailStyles };

/** Label and value pairs as a description list; a value wrapped in `detailStyles.long` takes the whole row. */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.details}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.item}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
