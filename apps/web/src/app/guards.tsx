import { Navigate, Outlet, useLocation } from 'react-router';
import { useHydrated } from './hydrated';
import { loginPath } from './return-path';
import { isSignedIn, useSession } from './session';

/** Where "home" is: the plan status for a signed-in member, the login page otherwise. */
export const SIGNED_IN_HOME = '/app/plan-status';
export const SIGNED_OUT_HOME = '/login';
/** A staff session's home: the back office (which has its own guard, under /staff). */
export const STAFF_HOME = '/staff/applications';

/**
 * A staff session (user kind 'staff') is not a member: the member tables treat it as signed out.
 * 'unknown' while the server renders or the browser hydrates: nobody is sent anywhere yet.
 */
function useVisitor(): 'member' | 'staff' | 'unknown' | null {
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated) return 'unknown';
  if (!isSignedIn(session)) return null;
  return session.user?.kind === 'staff' ? 'staff' : 'member';
}

/**
 * Routes of the logged-in table only; a visitor goes to /login and comes back here once logged in
 * (an emailed link opened in another browser still ends where it pointed). Staff: the back office.
 */
export function SignedInOnly() {
  const visitor = useVisitor();
  const { pathname, search } = useLocation();
  if (visitor === 'member' || visitor === 'unknown') return <Outlet />;
  if (visitor === 'staff') return <Navigate to={STAFF_HOME} replace />;
  // The bare home needs no explanation: /app is where every member lands after logging in.
  const home = pathname === '/app' || pathname === '/app/' || pathname === SIGNED_IN_HOME;
  return <Navigate to={home ? SIGNED_OUT_HOME : loginPath(`${pathname}${search}`)} replace />;
}

/** Routes of the logged-out table only; a signed-in member goes to the plan status. */
export function SignedOutOnly() {
  return useVisitor() === 'member' ? <Navigate to={SIGNED_IN_HOME} replace /> : <Outlet />;
}

/** '/', 'app/' when signed out, and any path no table knows. */
export function HomeRedirect() {
  const visitor = useVisitor();
  if (visitor === 'unknown') return null;
  const home =
    visitor === 'member' ? SIGNED_IN_HOME : visitor === 'staff' ? STAFF_HOME : SIGNED_OUT_HOME;
  return <Navigate to={home} replace />;
}
