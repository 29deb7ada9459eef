import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from './session';

/** Where "home" is: the plan status for a signed-in member, the login page otherwise. */
export const SIGNED_IN_HOME = '/app/plan-status';
export const SIGNED_OUT_HOME = '/login';

/** Routes of the logged-in table only; a visitor goes to /login. */
export function SignedInOnly() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={SIGNED_OUT_HOME} replace />;
}

/** Routes of the logged-out table only; a signed-in member goes to the plan status. */
export function SignedOutOnly() {
  return useIsSignedIn() ? <Navigate to={SIGNED_IN_HOME} replace /> : <Outlet />;
}

/** Spec: renew-checkout-revive "renders nothing" in the logged-in set. */
export function SignedOutOnlyElseNothing() {
  return useIsSignedIn() ? null : <Outlet />;
}

/** '/', 'app/' when signed out, and any path no table knows. */
export function HomeRedirect() {
  return <Navigate to={useIsSignedIn() ? SIGNED_IN_HOME : SIGNED_OUT_HOME} replace />;
}
