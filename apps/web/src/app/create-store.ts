import { useSyncExternalStore } from 'react';

/** A minimal external store: one immutable snapshot, replaced on every change. */
export type Store<T> = {
  get: () => T;
  /** The state before anything was restored or set: what the server rendered with. */
  initial: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    initial: () => initial,
    set: (next) => {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The store's state; while the browser hydrates server-rendered HTML, the initial state (the server
 * knows no session or saved progress), then at once the real one.
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.initial);
}
