import type { Journey } from '@portico/domain/constants';

/** Where the form was opened: the journey's base path and what it implies. */
export type FormRoute = {
  /** '/register/user', '/app/upgrade', '/admin-update/user' or '/office-update/user'. */
  base: string;
  /** Staff edit (admin-update or office-update): every save carries is_admin = 1. */
  staff: boolean;
  /** A path containing upgrade marks the upgrade journey. */
  upgrade: boolean;
};

export const STAFF_SELECT_MEMBERSHIP_PATH = '/admin/user/select-membership';
/** Where the staff wizard lands after the final submit when no redirect is given. */
export const STAFF_MEMBERS_LIST_PATH = '/staff/members';

export function formRoute(pathname: string): FormRoute {
  const index = pathname.indexOf('/membership-form');
  const base = index > 0 ? pathname.slice(0, index) : '/register/user';
  return {
    base,
    staff: /^\/(admin|office)-update\//.test(`${base}/`),
    upgrade: pathname.includes('upgrade'),
  };
}

export function journeyOf(route: FormRoute, loaded: Journey | null): Journey {
  // Staff edit an existing application on a path without 'upgrade': keep the application's journey.
  if (route.staff && loaded !== null) return loaded;
  return route.upgrade ? 'upgrade' : 'new';
}

/** A same-site path only ('/x', not '//host' nor a full URL), so the redirect cannot leave the portal. */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * Staff final submit: the members list (or the optional `redirect` query parameter) with
 * success=true and ref (the decoded application id).
 */
export function staffDoneTarget(redirect: string | null, applicationId: number): string {
  const path = redirect !== null && isLocalPath(redirect) ? redirect : STAFF_MEMBERS_LIST_PATH;
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.set('success', 'true');
  url.searchParams.set('ref', String(applicationId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The history state of the URL the form moves to once its first save created the application: it
 * names that id, so the page knows the form already holds it and does not load it afresh (which
 * would remount the form on tab 1). Staff have no local progress to tell them so; the state the
 * page came with (the staff picker's category) is kept.
 */
export function savedHereState(state: unknown, id: number): Record<string, unknown> {
  const kept = typeof state === 'object' && state !== null ? state : {};
  return { ...kept, savedHere: id };
}

/** The id the form created and moved the URL to (savedHereState), if any. */
export function savedHereOf(state: unknown): number | null {
  const id = (state as { savedHere?: unknown } | null)?.savedHere;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}
