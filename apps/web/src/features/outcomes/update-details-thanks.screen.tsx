import { CLEAN_UPDATE_MESSAGES } from '@portico/domain/member';
import { useParams } from 'react-router';
import { GoHomeButton } from './go-home-button';
import { OutcomePage } from './outcome-page';
import { OUTCOME_TEXTS } from './outcome-texts';

/** Thanks after the member self-update: recorded = 1 means the data was already recorded. */
export function UpdateDetailsThanksScreen() {
  const { recorded } = useParams();
  const already = recorded === '1';
  const title = already ? CLEAN_UPDATE_MESSAGES.alreadyRecorded : CLEAN_UPDATE_MESSAGES.updated;
  return (
    <OutcomePage
      pageTitle={title}
      heading={title}
      {...(already ? OUTCOME_TEXTS.detailsAlreadyRecorded : OUTCOME_TEXTS.detailsUpdated)}
      actions={<GoHomeButton />}
    />
  );
}
