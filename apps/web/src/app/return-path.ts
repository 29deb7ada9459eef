// Where /login sends a visitor back to: the page an emailed link (or a guard) pointed at. Only a path
// of this site is taken, so a crafted link cannot use the login to send someone elsewhere.

export const LOGIN_PATH = '/login';

/** Why /login was opened for the visitor (its notice). */
export type LoginNotice = 'sign-in' | 'application-exists';

const LOGIN_NOTICES: readonly LoginNotice[] = ['sign-in', 'application-exists'];

const ORIGIN = 'https://portal.invalid';

/**
 * `next` if it is a path on this site ('/register/user/…?x=1'), else null: no scheme, no '//host' or
 * '/\host' (which browsers read as another host), no control characters, never /login itself.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login that returns to `next` afterwards, saying why the visitor is asked to sign in. */
export function loginPath(next: string | null, notice: LoginNotice = 'sign-in'): string {
  const params = new URLSearchParams({ notice });
  const back = safeReturnPath(next);
  if (back) params.set('next', back);
  return `${LOGIN_PATH}?${params.toString()}`;
}

export function loginNoticeOf(value: string | null): LoginNotice | null {
  return LOGIN_NOTICES.find((notice) => notice === value) ?? null;
}
