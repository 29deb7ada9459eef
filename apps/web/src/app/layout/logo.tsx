import styles from './logo.module.css';

/**
 * The Portico word mark: a small portico (pediment and columns) and the name. `foldsOnPhone`: the name
 * is left to assistive tech on a phone, where the journey's one-line bar needs the room.
 */
export function Logo({ foldsOnPhone = false }: { foldsOnPhone?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        aria-hidden="true"
        focusable="false"
        width="32"
        height="32"
        viewBox="0 0 32 32"
      >
        <path d="M3 11 16 3l13 8z" fill="currentColor" />
        <rect x="6" y="13" width="3" height="12" fill="currentColor" />
        <rect x="12" y="13" width="3" height="12" fill="currentColor" />
        <rect x="17" y="13" width="3" height="12" fill="currentColor" />
        <rect x="23" y="13" width="3" height="12" fill="currentColor" />
        <rect x="3" y="26" width="26" height="3" fill="currentColor" />
      </svg>
      <span className={foldsOnPhone ? `${styles.text} ${styles.folding}` : styles.text}>
        Portico
      </span>
    </span>
  );
}
