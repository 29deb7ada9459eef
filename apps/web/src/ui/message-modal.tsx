import { Modal } from './modal';
import tones from './tone.module.css';
import styles from './message-modal.module.css';

/** What the generic modal says: an error to acknowledge, or a piece of information. */
export type Notice = { kind: 'error' | 'info'; message: string; title?: string };

const TITLES: Record<Notice['kind'], string> = {
  error: 'There is a problem',
  info: 'Information',
};

/**
 * The generic error/info modal (applicant spec, Basic Details' modals): a title, the message and
 * OK. Built on Modal, so focus moves in, stays in (Tab cycles) and returns to where it was; Escape,
 * the close button and OK all dismiss it. `notice` null: closed.
 */
export function MessageModal({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const kind = notice?.kind ?? 'info';
  return (
    <Modal
      open={notice !== null}
      title={notice?.title ?? TITLES[kind]}
      onClose={onClose}
      footerAction={{ label: 'OK', enabled: true, onClick: onClose }}
    >
      <p className={`${styles.message} ${kind === 'error' ? tones.error : tones.info}`}>
        {notice?.message}
      </p>
    </Modal>
  );
}
