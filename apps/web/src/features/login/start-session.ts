import { applicationRouteId } from '@portico/domain/route-id';
import { loginOutcome, type LoginUser } from '@portico/domain/member';
import { SIGNED_IN_HOME } from '../../app/guards';
import { clearProcess, mergeProcessData, setCurrentMembership } from '../../app/process';
import { clearAuth, setAuth, setToken } from '../../app/session';

/**
 * Applies a login (spec §4.4) and answers where to go; null means stay on /login (signed out).
 * - A member: token and user stored as signed in → the plan status.
 * - An applicant: the token is kept as an applicant token (not signed in) and the journey resumes:
 *   the membership form (with the plan and the application data in the process state), the review
 *   or the checkout of the application, under /app/upgrade for an upgrade.
 * - An application already filled with nothing left to do: auth cleared, back to /login.
 */
export function startSession(
  token: string,
  user: LoginUser,
  /** What the login proved: the email or mobile number its code went to. */
  provenBy: string,
): string | null {
  const outcome = loginOutcome(user);
  // Nothing of an earlier visitor's application is carried into this one.
  clearProcess();
  clearAuth();
  if (outcome.to === 'signed-in') {
    setAuth(token, user);
    return SIGNED_IN_HOME;
  }
  if (outcome.to === 'login') return null;

  setToken(token);
  const base = user.journey === 'upgrade' ? '/app/upgrade' : '/register/user';
  const id = applicationRouteId(user.id);
  if (outcome.to === 'membership-form') {
    if (user.plan) setCurrentMembership({ id: user.plan.id, name: user.plan.name });
    // The login proved one contact of the application; whether the other counts as verified is
    // the server's to say (getApplication's flags, read when the form loads it).
    const byEmail = provenBy.includes('@');
    mergeProcessData({
      ...user,
      ...(byEmail ? { email_verified: true } : { mobile_verified: true }),
    });
  }
  return `${base}/${outcome.to}/${id}`;
}
