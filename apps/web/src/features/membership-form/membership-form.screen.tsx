import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { applyingUnder, MESSAGES } from '@portico/domain/messages';
import { isStarTier } from '@portico/domain/tier';
import { useHydrated } from '../../app/hydrated';
import { lazyPart } from '../../app/lazy-part';
import { usePageTitle } from '../../app/page-title';
import { ChangesNote } from './changes-note';
import { DocumentStatusContext } from './document-statuses';
import { STAFF_SELECT_MEMBERSHIP_PATH, type FormRoute } from './form-route';
import { LoadFailed } from './load-failed';
import {
  useMembershipFormScreen,
  type MembershipFormScreenState,
} from './use-membership-form-screen';
import { Page } from '../../ui/page';
import messageStyles from '../../ui/message.module.css';
import buttons from '../../ui/button.module.css';

// The form (react-hook-form, the zod schemas) is a chunk of its own, so the page and its heading
// show while it loads. It is asked for only when there is a form to show: the address opened before
// a category was chosen shows a notice and never downloads it.
const loadWizard = () => import('./membership-wizard');
const MembershipWizard = lazyPart(loadWizard);

function ChooseCategoryFirst({ route }: { route: FormRoute }) {
  return (
    <div className={messageStyles.alert} role="alert">
      <p>Please choose a membership category first.</p>
      <Link
        className={buttons.primary}
        to={route.staff ? STAFF_SELECT_MEMBERSHIP_PATH : `${route.base}/select-membership`}
      >
        Select membership
      </Link>
    </div>
  );
}

/** Below the heading: the form once its application and category are known, else why not. */
function FormBody({ screen }: { screen: MembershipFormScreenState }) {
  const { failed, membership } = screen;
  if (screen.loading) {
    return (
      <p className={messageStyles.status} role="status">
        Loading your application…
      </p>
    );
  }
  if (failed) return <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />;
  if (screen.signOut) return null;
  if (membership === null) return <ChooseCategoryFirst route={screen.route} />;
  return (
    <DocumentStatusContext value={screen.documentStatuses}>
      <MembershipWizard
        key={screen.formKey}
        loading={
          <p className={messageStyles.status} role="status">
            Loading the form…
          </p>
        }
        props={{
          plan: { id: membership.id, name: membership.name, isStar: isStarTier(membership.name) },
          initial: screen.initial,
          // An upgrade asks only what the record lacks, unless reviewers sent it back for changes.
          askOnlyMissing: screen.route.upgrade && !screen.route.staff && !screen.changesNote,
        }}
      />
    </DocumentStatusContext>
  );
}

/** The page's heading and lead above its body. */
function FormPage({ lead, children }: { lead: string | null; children: ReactNode }) {
  return (
    <Page title={MESSAGES.membershipFormHeading} lead={lead}>
      {children}
    </Page>
  );
}

function LoadedForm() {
  const screen = useMembershipFormScreen();
  // Asked for beside the application, not once it has loaded: a category is known or on its way.
  const formToCome = screen.loading || screen.membership !== null;
  useEffect(() => {
    if (formToCome) void loadWizard();
  }, [formToCome]);
  return (
    <FormPage lead={screen.membership ? applyingUnder(screen.membership.name) : null}>
      {screen.changesNote ? <ChangesNote note={screen.changesNote} /> : null}
      <FormBody screen={screen} />
    </FormPage>
  );
}

/**
 * /register/user/membership-form/:userId?, /app/upgrade/…, and the staff variants under
 * /admin-update/user/… and /office-update/user/…. With a user id (base64 of the application id),
 * or an application id in the locally held progress, the application is loaded first. The form
 * opens from what the browser holds (the chosen category, the progress), so the server and the
 * browser's first pass show the heading while it is read.
 */
export function MembershipFormScreen() {
  usePageTitle(MESSAGES.membershipFormHeading);
  const hydrated = useHydrated();
  if (hydrated) return <LoadedForm />;
  return (
    <FormPage lead={null}>
      <p className={messageStyles.status} role="status">
        Loading your application…
      </p>
    </FormPage>
  );
}
