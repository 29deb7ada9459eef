import { PERSISTED_STATE_TIMEOUT_MS } from '@portico/domain/constants';
import {
  getProcess,
  mergeProcessData,
  setCurrentMembership,
  setStep,
  subscribeProcess,
  type ProcessState,
} from './process';
import { getSession, setAuth, setToken, subscribeSession, type Session } from './session';

/*
 * Spec (member 4.1): auth and process state live in browser storage under the key 'state',
 * encrypted, restored on load with a 5000 ms time-out. The text is AES-GCM (a fresh 12-byte IV per
 * write) under a non-extractable key generated once and kept, as the CryptoKey object itself, in
 * IndexedDB: a script that reads localStorage gets ciphertext, and the key cannot be exported.
 * In the entry chunk, so kept small. Without IndexedDB or Web Crypto nothing is stored at all.
 */

export const STORAGE_KEY = 'state';
const DB_NAME = 'portico-state';
const KEY_STORE = 'keys';
const WRITE_DELAY_MS = 200;

type Persisted = { auth?: Partial<Session>; process?: Partial<ProcessState> };

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let keyPromise: Promise<CryptoKey> | undefined;

function stateKey(): Promise<CryptoKey> {
  return (keyPromise ??= (async () => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(KEY_STORE);
    const db = await result(open);
    const store = (mode: IDBTransactionMode) =>
      db.transaction(KEY_STORE, mode).objectStore(KEY_STORE);
    const stored = await result<CryptoKey | undefined>(store('readonly').get(STORAGE_KEY));
    if (stored) return stored;
    const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    // Another tab may have stored a key meanwhile: its key wins, in one read-write transaction.
    const keys = store('readwrite');
    const raced = await result<CryptoKey | undefined>(keys.get(STORAGE_KEY));
    if (raced) return raced;
    await result(keys.add(fresh, STORAGE_KEY));
    return fresh;
  })());
}

async function encrypt(text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await stateKey(),
      new TextEncoder().encode(text),
    ),
  );
  let binary = '';
  for (const byte of [...iv, ...sealed]) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function decrypt(stored: string): Promise<string> {
  const bytes = Uint8Array.from(atob(stored), (char) => char.charCodeAt(0));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, 12) },
    await stateKey(),
    bytes.subarray(12),
  );
  return new TextDecoder().decode(plain);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function apply({ auth, process }: Persisted): void {
  if (typeof auth?.token === 'string' && auth.token !== '') {
    if (isObject(auth.user)) setAuth(auth.token, auth.user as NonNullable<Session['user']>);
    else setToken(auth.token);
  }
  if (!isObject(process)) return;
  if (Number.isInteger(process.step)) setStep(process.step as number);
  if (isObject(process.currentMembership)) setCurrentMembership(process.currentMembership);
  if (isObject(process.data)) mergeProcessData(process.data);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> = Promise.resolve();

/** Writes the current state now (chained, so an older write never lands after a newer one). */
export function flushPersistedState(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  writing = writing
    .then(async () => {
      const text = JSON.stringify({ auth: getSession(), process: getProcess() });
      localStorage.setItem(STORAGE_KEY, await encrypt(text));
    })
    // No IndexedDB, no Web Crypto or a full storage: the state simply stays in memory.
    .catch(() => {});
  return writing;
}

function scheduleWrite(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void flushPersistedState(), WRITE_DELAY_MS);
}

/**
 * Restores the saved state into the session and process stores. Settles after the time-out at the
 * latest, and a late answer is then dropped: the app starts empty. Corrupt or undecryptable data
 * starts empty too, and is overwritten.
 */
export async function restorePersistedState(
  timeoutMs: number = PERSISTED_STATE_TIMEOUT_MS,
): Promise<void> {
  let late = false;
  const read = (async () => {
    try {
      const stored = localStorage.getItem(STORAGE_KEY);
      if (!stored) return;
      const state = JSON.parse(await decrypt(stored)) as unknown;
      if (!late && isObject(state)) apply(state);
    } catch {
      scheduleWrite();
    }
  })();
  let timeout: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([read, new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timeout);
  late = true;
}

/** Saves the state, debounced, on every change of the session or the process. Returns a stop. */
export function startPersisting(): () => void {
  // A session change (a login, a logout) is written at once: a page opened straight after it, in this
  // tab or another, must find it; the form's frequent progress changes are debounced.
  const stops = [
    subscribeSession(() => void flushPersistedState()),
    subscribeProcess(scheduleWrite),
  ];
  // Leaving the page: write a pending change now rather than after the debounce.
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) void flushPersistedState();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    for (const stop of stops) stop();
    document.removeEventListener('visibilitychange', onHide);
    clearTimeout(timer);
    timer = undefined;
  };
}
