import { useId, useState, type FormEvent } from 'react';
import { StaffPage } from '../../app/staff/staff-page';
import buttonStyles from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import { OFFLINE_LIST_MS } from './api/offline-cards';
import { CameraScanner } from './camera-scanner';
import { CardAnswer } from './card-answer';
import { useCardCheck } from './use-card-check';
import styles from './card-check.module.css';

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function OfflineList({ state }: { state: ReturnType<typeof useCardCheck> }) {
  const { list } = state;
  return (
    <div className={styles.section}>
      <p>
        {list
          ? `${list.cards.length} ${list.cards.length === 1 ? 'card' : 'cards'} downloaded at ${time(list.fetched_at)}: cards can be checked without a network until ${time(new Date(Date.parse(list.fetched_at) + OFFLINE_LIST_MS).toISOString())}.`
          : 'Download the cards before the event to check them without a network for a day.'}
      </p>
      <button
        type="button"
        className={`${buttonStyles.base} ${buttonStyles.secondary}`}
        disabled={state.downloading}
        onClick={() => void state.download()}
      >
        {list ? 'Download the cards again' : 'Download the cards for offline checks'}
      </button>
      {state.downloadError ? <p role="alert">{state.downloadError}</p> : null}
    </div>
  );
}

function PasteForm({ onCheck }: { onCheck: (text: string) => void }) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck(text);
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          Card link or code
        </label>
        <span className={fieldStyles.hint} id={`${id}-hint`}>
          Paste or type the link the card’s QR opens, or the code after /verify/.
        </span>
        <input
          id={id}
          className={styles.input}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div>
        <button type="submit" className={`${buttonStyles.base} ${buttonStyles.primary}`}>
          Check this card
        </button>
      </div>
    </form>
  );
}

/**
 * /staff/card-check (any staff): checks members' cards at an event's door with the phone's camera,
 * offline for a day with the downloaded cards and the association's public key (decision 103),
 * and live with the portal when there is a network.
 */
export function CardCheckScreen() {
  const state = useCardCheck();
  const check = (text: string) => void state.check(text);
  return (
    <StaffPage
      title="Check membership cards"
      lead="Scan a member’s card, or type its code, to see whether they are a current member."
    >
      <OfflineList state={state} />
      <CameraScanner onScan={check} />
      <PasteForm onCheck={check} />
      <div aria-live="polite" role="status">
        {state.answer ? <CardAnswer answer={state.answer} live={state.live} /> : null}
      </div>
    </StaffPage>
  );
}

export { CardCheckScreen as Component };
