import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { applyingUnder, MESSAGES } from '@portico/domain/messages';
import { decodeId } from '@portico/domain/format';
import { isStarTier } from '@portico/domain/tier';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { getProcess, subscribeProcess, type ProcessState } from '../../app/process';
import { clearAuth, isMemberSignedIn, useSession } from '../../app/session';
import { staffMembershipOf } from '../../app/staff-editor';
import { applicationQuery } from './api/get-application';
import { DocumentStatusContext } from './document-statuses';
import { formRoute, STAFF_SELECT_MEMBERSHIP_PATH } from './form-route';
import {
  applicationMembership,
  changesNoteOf,
  documentStatuses,
  isFilledNewApplication,
  localApplicationId,
} from './application-facts';
import { initialForm, upgradeFormFrom } from './initial-form';
import pageStyles from '../../ui/page.module.css';
import messageStyles from '../../ui/message.module.css';
import buttons from '../../ui/button.module.css';

/**
 * One part of the process state, re-rendering only when it changes: the form records every edit
 * in the process data, and the screen must not re-render the whole form for each keystroke.
 */
function useProcessPart<T>(select: (state: ProcessState) => T): T {
  const read = () => select(getProcess());
  return useSyncExternalStore(subscribeProcess, read, read);
}

// The form (react-hook-form, the zod schemas) is a chunk of its own, so the page and its heading
// show while it loads; requested at once, alongside the application.
const loadWizard = () => import('./membership-wizard');
const MembershipWizard = lazy(loadWizard);

/**
 * /register/user/membership-form/:userId?, /app/upgrade/…, and the staff variants under
 * /admin-update/user/… and /office-update/user/…. With a user id (base64 of the application id),
 * or an application id in the locally held progress, the application is loaded first.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function MembershipFormScreen() {
  useEffect(() => {
    void loadWizard();
  }, []);
  usePageTitle(MESSAGES.membershipFormHeading);
  const { userId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const route = formRoute(location.pathname);
  const currentMembership = useProcessPart((state) => state.currentMembership);
  const heldId = useProcessPart((state) => localApplicationId(state.data));

  const urlId = userId ? decodeId(userId) : null;
  // Staff edit the application named in the URL; an applicant may also resume the one held locally.
  const localId = route.staff ? null : heldId;
  // The application the form opened with. The URL gains the id after the first save; that must not
  // reload the form, so only an id that is neither the opened one nor the locally held one does.
  const [openedWith, setOpenedWith] = useState<number | null>(urlId ?? localId);
  if (urlId !== null && urlId !== openedWith && urlId !== localId) setOpenedWith(urlId);

  const query = useQuery(applicationQuery(openedWith));
  const application = openedWith === null ? null : (query.data ?? null);
  const signOut = application !== null && !route.staff && isFilledNewApplication(application);

  // A signed-in member starting an upgrade: the form opens with the member's own application
  // (GET getApplication/{user id}) and saves a new upgrade application from it.
  const session = useSession();
  const memberId =
    route.upgrade && !route.staff && openedWith === null && isMemberSignedIn(session)
      ? Number(session.user?.id)
      : null;
  const templateId = memberId !== null && Number.isSafeInteger(memberId) ? memberId : null;
  const templateQuery = useQuery(applicationQuery(templateId));
  const template = templateId === null ? null : (templateQuery.data ?? null);
  const active = templateId === null ? query : templateQuery;
  const loadingId = templateId ?? openedWith;

  useEffect(() => {
    if (!signOut) return;
    clearAuth();
    void navigate('/login', { replace: true });
  }, [signOut, navigate]);

  // An upgrade from the member's record takes the category chosen in the picker, never the record's.
  // The picker's choice (the local progress) counts for the application it was made for; an
  // application the local progress is not about opens with its own category (and the form then
  // makes the local progress its). Staff take the category chosen in the staff picker, else the
  // application's own; never the applicant's local choice, which may be anybody's at this computer.
  const loadedMembership = application ? applicationMembership(application) : null;
  const localIsOther = application !== null && heldId !== localApplicationId(application);
  const membership = route.staff
    ? (staffMembershipOf(location.state) ?? loadedMembership)
    : localIsOther
      ? (loadedMembership ?? currentMembership)
      : (currentMembership ?? loadedMembership);
  const loading = loadingId !== null && active.isPending;
  const changesNote = changesNoteOf(application);
  // The values the form opens with: the local progress as it is when the application arrives (the
  // form records later edits there itself).
  const initial = useMemo(
    () =>
      template
        ? upgradeFormFrom(template)
        : initialForm(application, route.staff ? {} : getProcess().data),
    [template, application, route.staff],
  );

  return (
    <section className={`${pageStyles.page} membership-form`} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {MESSAGES.membershipFormHeading}
        </h1>
        {membership ? <p className={pageStyles.lead}>{applyingUnder(membership.name)}</p> : null}
      </div>

      {changesNote ? (
        <div className="form-changes-note" role="note" aria-label="Changes requested">
          <p>
            <strong>Changes requested:</strong> {changesNote}
          </p>
        </div>
      ) : null}

      {loading ? (
        <p className={messageStyles.status} role="status">
          Loading your application…
        </p>
      ) : loadingId !== null && active.isError ? (
        <div className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
          <p>{errorMessage(active.error)}</p>
          <button type="button" className={buttons.secondary} onClick={() => void active.refetch()}>
            Try again
          </button>
        </div>
      ) : signOut ? null : membership === null ? (
        <div className={messageStyles.alert} role="alert">
          <p>Please choose a membership category first.</p>
          <Link
            className={buttons.primary}
            to={route.staff ? STAFF_SELECT_MEMBERSHIP_PATH : `${route.base}/select-membership`}
          >
            Select membership
          </Link>
        </div>
      ) : (
        <Suspense
          fallback={
            <p className={messageStyles.status} role="status">
              Loading the form…
            </p>
          }
        >
          <DocumentStatusContext value={documentStatuses(application)}>
            <MembershipWizard
              key={openedWith ?? (template ? 'upgrade' : 'new')}
              plan={{
                id: membership.id,
                name: membership.name,
                isStar: isStarTier(membership.name),
              }}
              initial={initial}
            />
          </DocumentStatusContext>
        </Suspense>
      )}
    </section>
  );
}
