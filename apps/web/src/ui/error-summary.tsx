import { useEffect, useRef, type MouseEvent } from 'react';
import styles from './error-summary.module.css';

/** One problem: a link to the field (by its element id) or, without one, plain text. */
export type ErrorSummaryItem = { message: string; fieldId?: string };

export const ERROR_SUMMARY_TITLE = 'There is a problem';

/** Focuses a field and brings its label into view (GOV.UK: the label says what the field is). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  field.focus({ preventScroll: true });
  (label ?? field).scrollIntoView?.({ block: 'center' });
}

/**
 * The GOV.UK error summary: shown above a form when an action found problems, focused (and
 * announced, role=alert) each time it is shown again (`attempt`), each problem a link that focuses
 * its field.
 */
export function ErrorSummary({
  items,
  description,
  attempt,
}: {
  items: readonly ErrorSummaryItem[];
  description?: string;
  /** Changes with each failed attempt, so the summary takes focus again. */
  attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
    // Focus once per attempt, not as the list shrinks while the fields are corrected.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
    >
      <h2 id="error-summary-title" className={styles.title}>
        {ERROR_SUMMARY_TITLE}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.fieldId ?? ''}:${index}`}>
            {item.fieldId ? (
              <a
                className={styles.link}
                href={`#${item.fieldId}`}
                onClick={(event) => focusField(event, item.fieldId as string)}
              >
                {item.message}
              </a>
            ) : (
              <span className={styles.text}>{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
