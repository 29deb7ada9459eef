import { MESSAGES } from '@portico/domain/messages';
import { useState, type MouseEvent } from 'react';
import styles from './reference-response.module.css';

const AFTER_ANSWER = {
  lead: 'You may now',
  stillOpen:
    'If this window is still open, your browser did not let the page close it. You can close this tab yourself; your response is saved.',
};
const BEFORE_ANSWER = {
  lead: 'Not ready to answer? Nothing is recorded until you confirm, and the link keeps working until it expires. You can',
  stillOpen:
    'If this window is still open, your browser did not let the page close it. You can close this tab yourself; nothing has been recorded.',
};

/**
 * The spec's 'close the window' link. Browsers may refuse to close a tab they did not open by
 * script, so a note says so when the window stays.
 */
export function CloseWindow({ answered }: { answered: boolean }) {
  const [tried, setTried] = useState(false);
  const texts = answered ? AFTER_ANSWER : BEFORE_ANSWER;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.close();
    setTried(true);
  }

  return (
    <div>
      <p>
        {texts.lead}{' '}
        <a href="#close" onClick={onClick}>
          {MESSAGES.closeTheWindow}
        </a>
        .
      </p>
      {tried ? (
        <p role="status" className={styles.note}>
          {texts.stillOpen}
        </p>
      ) : null}
    </div>
  );
}
