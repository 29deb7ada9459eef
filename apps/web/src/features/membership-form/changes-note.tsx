import styles from './changes-note.module.css';

/** What the reviewer asked to change, above the form of an application sent back. */
export function ChangesNote({ note }: { note: string }) {
  return (
    <div className={styles.note} role="note" aria-label="Changes requested">
      <p>
        <strong>Changes requested:</strong> {note}
      </p>
    </div>
  );
}
