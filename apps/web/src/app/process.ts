import { createStore, useStore } from './create-store';
import type { MembershipCategory } from './membership-category';

/**
 * The in-progress application (spec: "Process state: step (default 1), currentMembership,
 * data {email, email_verified, mobile_number, mobile_verified} plus the application fields").
 * Saved with the session by persist.ts (encrypted, under the key 'state') and restored on load.
 */
export type ProcessData = {
  email?: string;
  email_verified?: boolean;
  mobile_number?: string;
  mobile_verified?: boolean;
  [field: string]: unknown;
};

/**
 * The chosen category: the full category from the picker, or only its id and name when a login
 * resumes an application (the login answer carries no fees; the form needs none).
 */
export type CurrentMembership = Pick<MembershipCategory, 'id' | 'name'> &
  Partial<Omit<MembershipCategory, 'id' | 'name'>>;

export type ProcessState = {
  readonly step: number;
  readonly currentMembership: CurrentMembership | null;
  readonly data: ProcessData;
};

const INITIAL_PROCESS: ProcessState = Object.freeze({ step: 1, currentMembership: null, data: {} });
const store = createStore<ProcessState>(INITIAL_PROCESS);

export const getProcess = store.get;
/** The state before anything was restored: what the server renders with. */
export const getInitialProcess = store.initial;
export const subscribeProcess = store.subscribe;

export function setStep(step: number): void {
  store.set((current) => ({ ...current, step }));
}

export function setCurrentMembership(membership: CurrentMembership | null): void {
  store.set((current) => ({ ...current, currentMembership: membership }));
}

export function mergeProcessData(data: ProcessData): void {
  store.set((current) => ({ ...current, data: { ...current.data, ...data } }));
}

/** Back to step 1, no category, no data. */
export function clearProcess(): void {
  store.set(INITIAL_PROCESS);
}

export function useProcess(): ProcessState {
  return useStore(store);
}
