import { CLEAN_UPDATE_MESSAGES } from '@portico/domain/member';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { GoHomeButton } from './go-home-button';
import pageStyles from '../../ui/page.module.css';

/** Thanks after the member self-update: recorded = 1 means the data was already recorded. */
export function UpdateDetailsThanksScreen() {
  const { recorded } = useParams();
  const title =
    recorded === '1' ? CLEAN_UPDATE_MESSAGES.alreadyRecorded : CLEAN_UPDATE_MESSAGES.updated;
  usePageTitle(title);
  return (
    <section className={`${pageStyles.page} ${pageStyles.centered}`} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {title}
      </h1>
      <GoHomeButton />
    </section>
  );
}
