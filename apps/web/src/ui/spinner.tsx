import styles from './spinner.module.css';

/** A loading indicator: the ring is decoration, the label is what assistive tech announces. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
