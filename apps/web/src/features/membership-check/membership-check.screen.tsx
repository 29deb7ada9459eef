import { MESSAGES } from '@portico/domain/messages';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { MembershipNumberForm } from './membership-number-form';
import { MembershipResult } from './membership-result';
import { useMembershipCheck } from './use-membership-check';
import { Page } from '../../ui/page';
import messageStyles from '../../ui/message.module.css';

/**
 * /membership/validate (public, in both route tables): anyone can check whether a member number
 * belongs to a current member: name, category and valid-until date.
 */
export function MembershipCheckScreen() {
  usePageTitle(MESSAGES.membershipCheckHeading);
  const form = useMembershipCheck();
  const { check } = form;

  return (
    <Page
      title={MESSAGES.membershipCheckHeading}
      lead="Enter a member number to see whether it belongs to a current member of the association."
    >
      <MembershipNumberForm form={form} />

      <div aria-live="polite">
        {check.isError ? (
          <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
            {errorMessage(check.error)}
          </p>
        ) : check.data ? (
          <MembershipResult record={check.data} />
        ) : null}
      </div>
    </Page>
  );
}

export { MembershipCheckScreen as Component };
