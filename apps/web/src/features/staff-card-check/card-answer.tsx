import type { CardVerification } from '@portico/domain/contracts/cards.contract';
import type { OfflineAnswer } from './card-check';
import { Facts } from '../../ui/detail-list';
import verdict from '../../ui/verdict-panel.module.css';
import styles from './card-check.module.css';

const TITLES: Record<Exclude<OfflineAnswer['status'], 'active'>, string> = {
  lapsed: 'Not a current member',
  revoked: 'This card was revoked.',
  'not-a-card': 'This is not a membership card.',
  unknown: 'Genuine card, not in the downloaded list',
};

export type LiveState = CardVerification | 'offline' | 'failed' | 'pending' | null;

function liveText(live: LiveState): string {
  if (live === null) return '';
  if (live === 'pending') return 'Checking live…';
  if (live === 'offline') return 'No network: checked on this device only.';
  if (live === 'failed') return 'The live check did not answer: checked on this device only.';
  return `Live check: ${live.message}`;
}

/** The answer to one scan: the device's own check, and the portal's live one when online. */
export function CardAnswer({ answer, live }: { answer: OfflineAnswer; live: LiveState }) {
  const accepted = answer.status === 'active';
  const title =
    answer.status === 'active' ? `Active until ${answer.card.valid_until}` : TITLES[answer.status];
  return (
    <div className={`${styles.panel} ${accepted ? verdict.yes : verdict.no}`}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {'card' in answer ? (
        <Facts
          className={styles.facts}
          items={[
            ['Name', answer.card.name],
            ['Company', answer.card.company],
            ['Category', answer.card.category],
            ['Valid till', answer.card.valid_until || '—'],
          ]}
        />
      ) : null}
      {answer.status === 'unknown' ? (
        <p className={styles.note}>It was issued after the list was downloaded.</p>
      ) : null}
      <p className={styles.note}>{liveText(live)}</p>
    </div>
  );
}
