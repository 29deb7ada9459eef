import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MyDetails } from '@portico/domain/contracts/my-details.contract';
import { errorMessage } from '../../app/api-client';
import { myDetailsQuery } from '../../app/member/my-details';
import { usePageTitle } from '../../app/page-title';
import { Spinner } from '../../ui/spinner';
import { MyDetailsFormView } from './my-details-form';
import { useMyDetailsForm } from './use-my-details-form';
import pageStyles from '../../ui/page.module.css';
import messageStyles from '../../ui/message.module.css';

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
    <section className={pageStyles.page} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Edit my details
        </h1>
        {details.data ? (
          <p className={pageStyles.lead}>
            {details.data.company_name}, {details.data.name}. Change what is out of date and press
            Save changes. We ask for a document only where a change needs one.
          </p>
        ) : null}
      </div>
      {details.isPending ? <Spinner label="Loading your details…" /> : null}
      {details.isError ? (
        <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
          {errorMessage(details.error)}
        </p>
      ) : null}
      {details.data ? <LoadedForm details={details.data} /> : null}
      <p>
        <Link to="/app/plan-status">Back to your plan</Link>
      </p>
    </section>
  );
}

export { MyDetailsScreen as Component };
