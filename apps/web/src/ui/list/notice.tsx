import type { ReactNode } from 'react';
import buttons from '../button.module.css';
import tones from '../tone.module.css';
import styles from './notice.module.css';

/** A notice in the tone of what it says; `role` is how it is announced (status, note). */
export function Notice({
  tone = 'info',
  role,
  children,
}: {
  tone?: 'info' | 'success' | 'warning';
  role: 'status' | 'note';
  children: ReactNode;
}) {
  return (
    <div
      className={
        tone === 'warning'
          ? `${styles.notice} ${tones.warning} ${styles.warning}`
          : `${styles.notice} ${tones[tone]}`
      }
      role={role}
    >
      {children}
    </div>
  );
}

/** A notice's own action (Dismiss, Show every member): a link-styled button in the notice's colour. */
export function NoticeAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`${buttons.link} ${styles.action}`} onClick={onClick}>
      {children}
    </button>
  );
}
