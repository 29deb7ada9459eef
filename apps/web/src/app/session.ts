import { useSyncExternalStore } from 'react';
import { createStore } from './create-store';

/**
 * Auth state of the member area (spec: "token, user (has id)").
 *
 * persist.ts saves it with the process state, encrypted (AES-GCM) under the key 'state', on every
 * change, and restores it with `setAuth` / `setToken` before the router renders (5000 ms time-out).
 */
export type SessionUser = {
  id: number | string;
  /** Category the member holds; the upgrade picker lists what may be chosen from it. */
  membership_id?: number | null;
  membership?: { id: number; name?: string } | null;
  /** 0, 1 or 4; 1 and 4 require the documents confirmation before renewal. */
  manual?: number;
  /** Stored documents link. */
  pdf_standalone?: string | null;
  [key: string]: unknown;
};

export type Session = { readonly token: string | null; readonly user: SessionUser | null };

const EMPTY_SESSION: Session = Object.freeze({ token: null, user: null });
const store = createStore<Session>(EMPTY_SESSION);

/** One server render's own session: concurrent renders for different members never share one. */
export type SessionScope = { current: Session };

let currentScope: () => SessionScope | undefined = () => undefined;

/**
 * The server's renderer names the render's own session (render-scope.ts, through AsyncLocalStorage);
 * the browser never calls this and keeps the one store.
 */
export function scopeSessionsBy(scope: () => SessionScope | undefined): void {
  currentScope = scope;
}

/**
 * What the server rendered a member's page with (no token): the browser's hydration pass renders
 * with it, so the first render matches the HTML (start-app.tsx).
 */
let renderedSession: Session = EMPTY_SESSION;

export function hydrateWithSession(session: Session): void {
  renderedSession = session;
}

export function getSession(): Session {
  return currentScope()?.current ?? store.get();
}

function serverSnapshot(): Session {
  return currentScope()?.current ?? renderedSession;
}

function update(next: Session | ((current: Session) => Session)): void {
  const scope = currentScope();
  if (!scope) {
    store.set(next);
    return;
  }
  scope.current = typeof next === 'function' ? next(scope.current) : next;
}

export const subscribeSession = store.subscribe;

/** Stores the token and the user after a login. */
export function setAuth(token: string, user: SessionUser): void {
  update({ token, user });
}

/**
 * Stores an applicant token (from a one-time-code verification) without a user: the applicant is
 * not signed in (`isSignedIn` stays false) but the API client sends the token with every call.
 */
export function setToken(token: string): void {
  update((current) => ({ ...current, token }));
}

/** Replaces the user, keeping the token. */
export function setUser(user: SessionUser): void {
  update((current) => ({ ...current, user }));
}

/** Forgets token and user (logout, or any 401/403 from the API). */
export function clearAuth(): void {
  update(EMPTY_SESSION);
}

/** "Signed in" means a token and a user id are both present. */
export function isSignedIn(session: Session = getSession()): boolean {
  const id = session.user?.id;
  return Boolean(session.token) && id !== undefined && id !== null && id !== '';
}

/** A signed-in member: not a staff session (which the member route tables treat as signed out). */
export function isMemberSignedIn(session: Session = getSession()): boolean {
  return isSignedIn(session) && session.user?.kind !== 'staff';
}

/** The category the signed-in member currently holds, if known. */
export function currentMembershipId(session: Session = getSession()): number | null {
  const user = session.user;
  const raw = user?.membership_id ?? user?.membership?.id ?? null;
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The session; while the server renders or the browser hydrates, the one the page was rendered with. */
export function useSession(): Session {
  return useSyncExternalStore(store.subscribe, getSession, serverSnapshot);
}
