import { useSearchParams } from 'react-router';
import { GoHomeButton } from './go-home-button';
import { OutcomePage } from './outcome-page';
import { OUTCOME_TEXTS } from './outcome-texts';

/** ?opens=DD-MM-YYYY as a checkout passes it; anything else is ignored. */
const DISPLAY_DATE = /^\d{2}-\d{2}-\d{4}$/;

/**
 * /nothing-to-pay: a checkout with nothing payable that was not paid either (not approved yet, not
 * due for renewal: `?opens=DD-MM-YYYY`, the first day of the renewal window).
 */
export function NothingToPayScreen() {
  const [search] = useSearchParams();
  const opens = search.get('opens') ?? '';
  if (DISPLAY_DATE.test(opens)) {
    const texts = OUTCOME_TEXTS.renewalNotOpen;
    return (
      <OutcomePage
        pageTitle="Renewal not open yet"
        heading={texts.heading(opens)}
        lead={texts.lead}
        why={texts.why}
        next={texts.next}
        actions={<GoHomeButton />}
      />
    );
  }
  const texts = OUTCOME_TEXTS.nothingToPay;
  return <OutcomePage pageTitle={texts.heading} {...texts} actions={<GoHomeButton />} />;
}
