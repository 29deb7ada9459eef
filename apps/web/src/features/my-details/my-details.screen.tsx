import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MyDetails } from '@portico/domain/contracts/my-details.contract';
import { myDetailsQuery } from '../../app/member/my-details';
import { usePageTitle } from '../../app/page-title';
import { MyDetailsFormView } from './my-details-form';
import { useMyDetailsForm } from './use-my-details-form';
import { QueryStatus } from '../../app/failure-alert';
import { Page } from '../../ui/page';

function LoadedForm({ details }: { details: MyDetails }) {
  const state = useMyDetailsForm(details);
  return <MyDetailsFormView state={state} details={details} />;
}

/**
 * /app/my-details (member area): the member changes their contacts, address and GST number
 * themselves (issue #29). Only what changed is saved; a new email or number is verified by code,
 * and a new address needs its proof. Nothing else asks for a document.
 */
export function MyDetailsScreen() {
  usePageTitle('Edit my details');
  const details = useQuery(myDetailsQuery);
  return (
    <Page
      title="Edit my details"
      lead={
        details.data ? (
          <>
            {details.data.company_name}, {details.data.name}. Change what is out of date and press
            Save changes. We ask for a document only where a change needs one.
          </>
        ) : null
      }
    >
      <QueryStatus query={details} loadingLabel="Loading your details…" />
      {details.data ? <LoadedForm details={details.data} /> : null}
      <p>
        <Link to="/app/plan-status">Back to your plan</Link>
      </p>
    </Page>
  );
}

export { MyDetailsScreen as Component };
