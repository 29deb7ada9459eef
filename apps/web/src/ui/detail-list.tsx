import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

export { styles as detailStyles };

/** Label and value pairs; the labels are unique (they are the keys). */
export type FactItems = readonly (readonly [string, ReactNode])[];

/** Label and value pairs as a description list, each pair in its own div (a row of the layout). */
export function Facts({
  items,
  className,
  itemClassName,
}: {
  items: FactItems;
  className: string | undefined;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label} className={itemClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Facts in the detail list's layout; a value wrapped in `detailStyles.long` takes the whole row. */
export function DetailList({ items }: { items: FactItems }) {
  return <Facts items={items} className={styles.details} itemClassName={styles.item} />;
}
