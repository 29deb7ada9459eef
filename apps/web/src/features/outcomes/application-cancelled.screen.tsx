import { MESSAGES } from '@portico/domain/messages';
import { GoHomeButton } from './go-home-button';
import { OutcomePage } from './outcome-page';
import { OUTCOME_TEXTS } from './outcome-texts';

export function ApplicationCancelledScreen() {
  return (
    <OutcomePage
      pageTitle="Application Cancelled"
      heading={MESSAGES.applicationCancelledHeading}
      {...OUTCOME_TEXTS.applicationCancelled}
      actions={<GoHomeButton />}
    />
  );
}
