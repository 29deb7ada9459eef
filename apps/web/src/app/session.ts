import { createStore, useStore } from './create-store';

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

export const getSession = store.get;
export const subscribeSession = store.subscribe;

/** Stores the token and the user after a login. */
export function setAuth(token: string, user: SessionUser): void {
  store.set({ token, user });
}

/**
 * Stores an applicant token (from a one-time-code verification) without a user: the applicant is
 * not signed in (`isSignedIn` stays false) but the API client sends the token with every call.
 */
export function setToken(token: string): void {
  store.set((current) => ({ ...current, token }));
}

/** Replaces the user, keeping the token. */
export function setUser(user: SessionUser): void {
  store.set((current) => ({ ...current, user }));
}

/** Forgets token and user (logout, or any 401/403 from the API). */
export function clearAuth(): void {
  store.set(EMPTY_SESSION);
}

/** "Signed in" means a token and a user id are both present. */
export function isSignedIn(session: Session = store.get()): boolean {
  const id = session.user?.id;
  return Boolean(session.token) && id !== undefined && id !== null && id !== '';
}

/** A signed-in member: not a staff session (which the member route tables treat as signed out). */
export function isMemberSignedIn(session: Session = store.get()): boolean {
  return isSignedIn(session) && session.user?.kind !== 'staff';
}

/** The category the signed-in member currently holds, if known. */
export function currentMembershipId(session: Session = store.get()): number | null {
  const user = session.user;
  const raw = user?.membership_id ?? user?.membership?.id ?? null;
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useSession(): Session {
  return useStore(store);
}

export function useIsSignedIn(): boolean {
  return isSignedIn(useStore(store));
}
