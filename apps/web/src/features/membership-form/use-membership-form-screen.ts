import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { decodeId, applicationRouteId } from '@portico/domain/format';
import {
  getInitialProcess,
  getProcess,
  subscribeProcess,
  type ProcessState,
} from '../../app/process';
import { loginPath } from '../../app/return-path';
import { clearAuth, isMemberSignedIn, useSession } from '../../app/session';
import { staffMembershipOf } from '../../app/staff-editor';
import { applicationQuery, type ApplicationView } from './api/get-application';
import {
  applicationMembership,
  changesNoteOf,
  documentStatuses,
  isFilledNewApplication,
  localApplicationId,
} from './application-facts';
import { formRoute, savedHereOf, type FormRoute } from './form-route';
import { initialForm, upgradeFormFrom } from './initial-form';

type Membership = { id: number; name: string };

/**
 * One part of the process state, re-rendering only when it changes: the form records every edit
 * in the process data, and the screen must not re-render the whole form for each keystroke.
 */
function useProcessPart<T>(select: (state: ProcessState) => T): T {
  return useSyncExternalStore(
    subscribeProcess,
    () => select(getProcess()),
    () => select(getInitialProcess()),
  );
}

/**
 * The application the form opened with: the one named in the URL, or (for an applicant) the one
 * the local progress holds. A signed-in member starting an upgrade opens the member's own
 * application instead (GET getApplication/{user id}), from which a new upgrade is saved.
 */
function useOpenedApplication(route: FormRoute) {
  const { userId } = useParams();
  const savedHere = savedHereOf(useLocation().state);
  const heldId = useProcessPart((state) => localApplicationId(state.data));
  const urlId = userId ? decodeId(userId) : null;
  // Staff edit the application named in the URL; an applicant may also resume the one held locally.
  const localId = route.staff ? null : heldId;
  // The URL gains the id after the first save; that must not reload the form, so only an id that is
  // neither the opened one, nor the locally held one, nor the one this form just created does.
  const [openedWith, setOpenedWith] = useState<number | null>(urlId ?? localId);
  if (urlId !== null && urlId !== openedWith && urlId !== localId && urlId !== savedHere) {
    setOpenedWith(urlId);
  }
  const query = useQuery(applicationQuery(openedWith));

  const session = useSession();
  const memberId =
    route.upgrade && !route.staff && openedWith === null && isMemberSignedIn(session)
      ? Number(session.user?.id)
      : null;
  const templateId = memberId !== null && Number.isSafeInteger(memberId) ? memberId : null;
  const templateQuery = useQuery(applicationQuery(templateId));
  return {
    heldId,
    openedWith,
    application: openedWith === null ? null : (query.data ?? null),
    template: templateId === null ? null : (templateQuery.data ?? null),
    /** The read the page waits for, and its id (null: nothing to load). */
    active: templateId === null ? query : templateQuery,
    loadingId: templateId ?? openedWith,
  };
}

/**
 * The category the form applies under. An upgrade from the member's record takes the category
 * chosen in the picker, never the record's. The picker's choice (the local progress) counts for
 * the application it was made for; an application the local progress is not about opens with its
 * own category (and the form then makes the local progress its). Staff take the category chosen in
 * the staff picker, else the application's own; never the applicant's local choice, which may be
 * anybody's at this computer.
 */
function formMembership(options: {
  route: FormRoute;
  staffChoice: Membership | null;
  application: ApplicationView | null;
  heldId: number | null;
  current: Membership | null;
}): Membership | null {
  const { route, staffChoice, application, heldId, current } = options;
  const loaded = application ? applicationMembership(application) : null;
  if (route.staff) return staffChoice ?? loaded;
  const localIsOther = application !== null && heldId !== application.id;
  return localIsOther ? (loaded ?? current) : (current ?? loaded);
}

/** The membership form page's state: the application loaded, its category and the form's values. */
export function useMembershipFormScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const route = formRoute(location.pathname);
  const current = useProcessPart((state) => state.currentMembership);
  const opened = useOpenedApplication(route);
  const { application, template, active, loadingId } = opened;
  const signOut = application !== null && !route.staff && isFilledNewApplication(application);

  // Spec: a filled new application signs out to /login; the login says why and leads to it.
  const filledId = signOut ? application.id : null;
  useEffect(() => {
    if (filledId === null) return;
    clearAuth();
    const review = `/register/user/application-review/${applicationRouteId(filledId)}`;
    void navigate(loginPath(review, 'application-exists'), { replace: true });
  }, [filledId, navigate]);

  const staffChoice = route.staff ? staffMembershipOf(location.state) : null;
  // The values the form opens with: the local progress as it is when the application arrives (the
  // form records later edits there itself).
  const initial = useMemo(
    () =>
      template
        ? upgradeFormFrom(template)
        : initialForm(application, route.staff ? {} : getProcess().data),
    [template, application, route.staff],
  );

  return {
    route,
    membership: formMembership({ route, staffChoice, application, heldId: opened.heldId, current }),
    changesNote: changesNoteOf(application),
    documentStatuses: documentStatuses(application),
    loading: loadingId !== null && active.isPending,
    failed: loadingId !== null && active.isError ? active : null,
    signOut,
    /** The form is remounted for another application. */
    formKey: opened.openedWith ?? (template ? 'upgrade' : 'new'),
    initial,
  };
}

export type MembershipFormScreenState = ReturnType<typeof useMembershipFormScreen>;
