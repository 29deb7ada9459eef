import styles from './spinner.module.css';

/** A loading indicator: the ring is decoration, the label is what assistive tech announces. */
export function Spinner({ label }: { label: string }) {
  // 'spinner' and 'spinner__ring' carry no style: the checkout's screen test still finds them by
  // those names.
  return (
    <div className={`${styles.spinner} spinner`} role="status">
      <span className={`${styles.ring} spinner__ring`} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
