import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@portico/domain/messages';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { cardVerificationQuery } from './api/verify-card';
import { Page } from '../../ui/page';
import { QueryStatus } from '../../app/failure-alert';
import { Facts } from '../../ui/detail-list';
import verdict from '../../ui/verdict-panel.module.css';
import styles from './card-verification.module.css';

/**
 * /verify/:token (public): what a scanned membership card says, live: the member's name, company,
 * category, photo and "Active until …" or "Not a current member", or that the card was revoked;
 * nothing else (decision 092).
 */
export function CardVerificationScreen() {
  usePageTitle('Membership card check');
  const { token = '' } = useParams();
  const check = useQuery(cardVerificationQuery(token));
  const answer = check.data;

  return (
    <Page title="Membership card check">
      <QueryStatus query={check} loadingLabel="Checking the card…" />
      {answer ? (
        <div className={`${styles.panel} ${answer.status === 'active' ? verdict.yes : verdict.no}`}>
          <h2 className={styles.panelTitle}>{answer.message}</h2>
          {answer.status === 'revoked' ? null : (
            <div className={styles.member}>
              {answer.photo_url ? (
                <img className={styles.photo} src={answer.photo_url} alt={answer.name} />
              ) : null}
              <Facts
                className={styles.facts}
                items={[
                  ['Name', answer.name],
                  ['Company', answer.company],
                  [MESSAGES.category, answer.category],
                ]}
              />
            </div>
          )}
        </div>
      ) : null}
    </Page>
  );
}

export { CardVerificationScreen as Component };
