import { createStore, useStore } from './create-store';
import type { MembershipCategory } from './membership-category';

/**
 * The in-progress application (spec: "Process state: step (default 1), currentMembership,
 * data {email, email_verified, mobile_number, mobile_verified} plus the application fields").
 * In memory only, like the session; persistence arrives with it in a later issue.
 */
export type ProcessData = {
  email?: string;
  email_verified?: boolean;
  mobile_number?: string;
  mobile_verified?: boolean;
  [field: string]: unknown;
};

export type ProcessState = {
  readonly step: number;
  readonly currentMembership: MembershipCategory | null;
  readonly data: ProcessData;
};

const INITIAL_PROCESS: ProcessState = Object.freeze({ step: 1, currentMembership: null, data: {} });
const store = createStore<ProcessState>(INITIAL_PROCESS);

export const getProcess = store.get;
export const subscribeProcess = store.subscribe;

export function setStep(step: number): void {
  store.set((current) => ({ ...current, step }));
}

export function setCurrentMembership(membership: MembershipCategory | null): void {
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
