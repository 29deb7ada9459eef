import { decodeId, applicationRouteId } from '@portico/domain/route-id';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import {
  staffEditBase,
  staffMembershipState,
  staffRolesOf,
  STAFF_QUEUE_PATH,
} from '../../app/staff-editor';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { useEditedApplication } from './api/get-edited-application';

/** The wizard this page leads into: the path's own, else the one the staff member's roles edit in. */
function wizardBase(pathname: string, roles: readonly string[]): string {
  if (pathname.startsWith('/admin-update/')) return '/admin-update/user';
  if (pathname.startsWith('/office-update/')) return '/office-update/user';
  return staffEditBase(roles);
}

/**
 * The application the route names (`:userId` or `?user_id=`), if any, and whether the link names
 * one by an id that cannot be read.
 */
function useEditedId() {
  const { userId } = useParams();
  const [searchParams] = useSearchParams();
  const encodedId = userId ?? searchParams.get('user_id');
  const applicationId = encodedId ? decodeId(encodedId) : null;
  return {
    applicationId,
    isBadLink: Boolean(encodedId) && applicationId === null,
    redirect: searchParams.get('redirect'),
  };
}

/**
 * The staff category picker's state: the categories, the application being edited (if any), the
 * category chosen (its own until another is picked; the first for a new application), and where
 * Continue and Back go.
 */
export function useStaffCategoryChoice() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const roles = staffRolesOf(useSession()) ?? [];
  const { applicationId, isBadLink, redirect } = useEditedId();
  const categoriesQuery = useCategoryOptions();
  const applicationQuery = useEditedApplication(applicationId);
  const categories = categoriesQuery.data ?? [];
  const application = applicationId === null ? null : (applicationQuery.data ?? null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected =
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
    const path = applicationId === null ? form : `${form}/${applicationRouteId(applicationId)}`;
    const search = redirect ? `?${new URLSearchParams({ redirect })}` : '';
    void navigate(`${path}${search}`, { state: staffMembershipState(selected) });
  }

  return {
    isBadLink,
    applicationId,
    application,
    categories,
    selected,
    choose: setChosenId,
    pending,
    error,
    retry() {
      void categoriesQuery.refetch();
      if (applicationId !== null) void applicationQuery.refetch();
    },
    onContinue,
    back() {
      void navigate(
        applicationId === null
          ? STAFF_QUEUE_PATH
          : `${STAFF_QUEUE_PATH}/${applicationRouteId(applicationId)}`,
      );
    },
  };
}
