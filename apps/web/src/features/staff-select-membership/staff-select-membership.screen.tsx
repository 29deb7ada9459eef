import { MESSAGES } from '@portico/domain/messages';
import { usePageTitle } from '../../app/page-title';
import { ApplicationNotFound } from '../../app/staff/application-not-found';
import { QueryState } from '../../app/staff/query-state';
import { CategoryOptions } from './category-option';
import { PickerLead } from './picker-lead';
import { useStaffCategoryChoice } from './use-staff-category-choice';
import footerStyles from '../../app/layout/step-footer.module.css';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';
import pageStyles from '../../ui/page.module.css';

/**
 * The staff wizard's category picker: /admin/user/select-membership (where Back on tab 1 of the
 * staff form goes, the application in `?user_id=`) and /admin-update|office-update/user/
 * select-membership/:userId?. Staff choose the category of the application being edited (or of a
 * new one made on an applicant's behalf) and go on to the staff form, which saves with it. The
 * eligibility points are there to read; confirming them is the applicant's, not staff's.
 *
 * It is the back office's own screen rather than the applicant picker in a staff mode: a lazily
 * loaded module that imports the applicant picker's modules makes the bundler split the first
 * page's entry (decision 015).
 */
export function StaffSelectMembershipScreen() {
  usePageTitle('Select Membership');
  const choice = useStaffCategoryChoice();
  const { pending, error } = choice;
  if (choice.isBadLink) return <ApplicationNotFound linkText="Go to the applications" />;

  return (
    <form
      className={pageStyles.page}
      onSubmit={choice.onContinue}
      aria-labelledby="page-title"
      noValidate
    >
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {MESSAGES.selectMembershipHeading}
        </h1>
        {pending || error ? null : <PickerLead application={choice.application} />}
      </div>
      <QueryState
        isPending={pending}
        error={error}
        onRetry={choice.retry}
        loadingText={
          choice.applicationId === null
            ? 'Loading membership categories…'
            : 'Loading the application…'
        }
      >
        {choice.categories.length === 0 ? (
          <p className={messageStyles.status}>No membership categories are available right now.</p>
        ) : (
          <CategoryOptions
            categories={choice.categories}
            selectedId={choice.selected?.id}
            onSelect={choice.choose}
          />
        )}
      </QueryState>
      <div className={footerStyles.footer}>
        <div className={footerStyles.start}>
          <button type="button" className={buttons.secondary} onClick={choice.back}>
            {MESSAGES.back}
          </button>
        </div>
        <div className={footerStyles.end}>
          <button
            type="submit"
            className={buttons.primary}
            disabled={choice.selected === undefined || pending || error !== null}
          >
            {MESSAGES.continue}
          </button>
        </div>
      </div>
    </form>
  );
}

export { StaffSelectMembershipScreen as Component };
