import styles from './progress-ring.module.css';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Circular progress: the ring is decoration, the number and the progressbar role carry the value. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      className={styles.ring}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
    >
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="28" cy="28" r={RADIUS} />
        <circle
          className={styles.value}
          cx="28"
          cy="28"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          transform="rotate(-90 28 28)"
        />
      </svg>
      <span className={styles.text} aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
