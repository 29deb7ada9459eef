import { formatInr } from '@portico/domain/currency';
import { MESSAGES } from '@portico/domain/messages';
import { decodeId, encodeId } from '@portico/domain/route-id';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EligibilityCriteria } from '../../app/eligibility-criteria';
import type { MembershipCategory } from '../../app/membership-category';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import {
  staffEditBase,
  staffMembershipState,
  staffRolesOf,
  STAFF_QUEUE_PATH,
} from '../../app/staff-editor';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { useEditedApplication, type EditedApplication } from './api/get-edited-application';
import { QueryState } from '../../app/staff/query-state';
import pageStyles from '../../ui/page.module.css';
import messageStyles from '../../ui/message.module.css';
import footerStyles from '../../app/layout/step-footer.module.css';
import buttons from '../../ui/button.module.css';

/** The wizard this page leads into: the path's own, else the one the staff member's roles edit in. */
function wizardBase(pathname: string, roles: readonly string[]): string {
  if (pathname.startsWith('/admin-update/')) return '/admin-update/user';
  if (pathname.startsWith('/office-update/')) return '/office-update/user';
  return staffEditBase(roles);
}

function Lead({ application }: { application: EditedApplication | null }) {
  if (application === null) {
    return (
      <p className={pageStyles.lead}>
        Choose the category of a new application made on behalf of an applicant. To change an
        existing application, open it from <Link to={STAFF_QUEUE_PATH}>the applications</Link>.
      </p>
    );
  }
  const who = [application.name, application.companyName].filter(Boolean).join(', ');
  return (
    <p className={pageStyles.lead}>
      Choose the category of application {application.appId || `#${application.id}`}
      {who ? ` (${who})` : ''}. The form opens with it next
      {application.membership ? `; it is ${application.membership.name} now` : ''}.
    </p>
  );
}

/** One category as a radio card (the applicant picker's look), its eligibility to read in place. */
function CategoryOption({
  category,
  checked,
  onSelect,
}: {
  category: MembershipCategory;
  checked: boolean;
  onSelect: () => void;
}) {
  const inputId = `staff-membership-${category.id}`;
  return (
    <div className={`membership-card${checked ? ' membership-card--checked' : ''}`}>
      <div className="membership-card__head">
        <input
          id={inputId}
          className="membership-card__radio"
          type="radio"
          name="membership"
          value={category.id}
          checked={checked}
          onChange={onSelect}
          aria-describedby={`${inputId}-fees`}
        />
        <label htmlFor={inputId} className="membership-card__name">
          {category.name}
        </label>
      </div>
      <dl id={`${inputId}-fees`} className="membership-card__fees">
        <div className="membership-card__fee">
          <dt>{MESSAGES.joiningFee}</dt>
          <dd>₹{formatInr(category.joining_fee)}</dd>
        </div>
        <div className="membership-card__fee">
          <dt>{MESSAGES.annualFees}</dt>
          <dd>₹{formatInr(category.annual_fee)}</dd>
        </div>
      </dl>
      <details className="membership-card__eligibility">
        <summary>
          {MESSAGES.eligibility}
          <span className="visually-hidden"> for {category.name}</span>
        </summary>
        <EligibilityCriteria category={category} />
      </details>
    </div>
  );
}

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
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function StaffSelectMembershipScreen() {
  usePageTitle('Select Membership');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { userId } = useParams();
  const [searchParams] = useSearchParams();
  const roles = staffRolesOf(useSession()) ?? [];

  const encodedId = userId ?? searchParams.get('user_id');
  const applicationId = encodedId ? decodeId(encodedId) : null;
  const redirect = searchParams.get('redirect');
  const categoriesQuery = useCategoryOptions();
  const applicationQuery = useEditedApplication(applicationId);
  const categories = categoriesQuery.data ?? [];
  const application = applicationId === null ? null : (applicationQuery.data ?? null);

  const [chosenId, setChosenId] = useState<number | null>(null);
  // The application's own category until another is picked; the first for a new application.
  const selected: MembershipCategory | undefined =
    categories.find((c) => c.id === chosenId) ??
    categories.find((c) => c.id === application?.membership?.id) ??
    categories[0];

  const pending =
    categoriesQuery.isPending || (applicationId !== null && applicationQuery.isPending);
  const error = categoriesQuery.error ?? (applicationId === null ? null : applicationQuery.error);

  function onContinue(event: FormEvent) {
    event.preventDefault();
    if (!selected || pending || error) return;
    const form = `${wizardBase(pathname, roles)}/membership-form`;
    const path = applicationId === null ? form : `${form}/${encodeId(applicationId)}`;
    const search = redirect ? `?${new URLSearchParams({ redirect })}` : '';
    void navigate(`${path}${search}`, { state: staffMembershipState(selected) });
  }

  function back() {
    void navigate(
      applicationId === null ? STAFF_QUEUE_PATH : `${STAFF_QUEUE_PATH}/${encodeId(applicationId)}`,
    );
  }

  if (encodedId && applicationId === null) {
    return (
      <section className={pageStyles.page} aria-labelledby="page-title">
        <h1 id="page-title" className={pageStyles.title}>
          Application not found
        </h1>
        <p>
          This link does not point to an application.{' '}
          <Link to={STAFF_QUEUE_PATH}>Go to the applications</Link>
        </p>
      </section>
    );
  }

  return (
    <form
      className={`${pageStyles.page} select-membership`}
      onSubmit={onContinue}
      aria-labelledby="page-title"
      noValidate
    >
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {MESSAGES.selectMembershipHeading}
        </h1>
        {pending || error ? null : <Lead application={application} />}
      </div>

      <QueryState
        isPending={pending}
        error={error}
        onRetry={() => {
          void categoriesQuery.refetch();
          if (applicationId !== null) void applicationQuery.refetch();
        }}
        loadingText={
          applicationId === null ? 'Loading membership categories…' : 'Loading the application…'
        }
      >
        {categories.length === 0 ? (
          <p className={messageStyles.status}>No membership categories are available right now.</p>
        ) : (
          <fieldset className="membership-options">
            <legend className="visually-hidden">Membership category</legend>
            <div className="membership-options__grid">
              {categories.map((category) => (
                <CategoryOption
                  key={category.id}
                  category={category}
                  checked={selected?.id === category.id}
                  onSelect={() => setChosenId(category.id)}
                />
              ))}
            </div>
          </fieldset>
        )}
      </QueryState>

      <div className={footerStyles.footer}>
        <div className={footerStyles.start}>
          <button type="button" className={buttons.secondary} onClick={back}>
            {MESSAGES.back}
          </button>
        </div>
        <div className={footerStyles.end}>
          <button
            type="submit"
            className={buttons.primary}
            disabled={selected === undefined || pending || error !== null}
          >
            {MESSAGES.continue}
          </button>
        </div>
      </div>
    </form>
  );
}

export { StaffSelectMembershipScreen as Component };
