import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PersistModule from './persist';
import type * as ProcessModule from './process';
import type * as SessionModule from './session';

/*
 * Each test loads fresh modules (the key is cached per page load) over a fresh in-memory IndexedDB,
 * so a "reload" is: reset the modules, import again, restore.
 */
type Modules = {
  persist: typeof PersistModule;
  session: typeof SessionModule;
  process: typeof ProcessModule;
};

async function load(): Promise<Modules> {
  vi.resetModules();
  const [persist, session, process] = await Promise.all([
    import('./persist'),
    import('./session'),
    import('./process'),
  ]);
  return { persist, session, process };
}

const STAR = {
  id: 1,
  name: 'Star',
  joining_fee: 5000,
  annual_fee: 10000,
  eligibility: 'Individual',
  eligibility_remark: null,
  rank: 1,
};

let stops: (() => void)[] = [];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

async function startWith(m: Modules) {
  await m.persist.restorePersistedState();
  stops.push(m.persist.startPersisting());
}

describe('persisted state', () => {
  it('saves auth and process encrypted under "state" and restores them on the next load', async () => {
    const first = await load();
    await startWith(first);
    first.session.setAuth('member-token-123', { id: 42, membership_id: 2 });
    first.process.setStep(3);
    first.process.setCurrentMembership(STAR);
    first.process.mergeProcessData({ email: 'someone@example.com', email_verified: true });
    await first.persist.flushPersistedState();

    const stored = localStorage.getItem('state');
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('member-token-123');
    expect(atob(stored as string)).not.toContain('member-token-123');
    expect(atob(stored as string)).not.toContain('someone@example.com');
    expect(() => JSON.parse(stored as string)).toThrow();

    const second = await load();
    expect(second.session.getSession().token).toBeNull();
    await second.persist.restorePersistedState();
    expect(second.session.getSession()).toEqual({
      token: 'member-token-123',
      user: { id: 42, membership_id: 2 },
    });
    expect(second.session.isSignedIn()).toBe(true);
    expect(second.process.getProcess()).toEqual({
      step: 3,
      currentMembership: STAR,
      data: { email: 'someone@example.com', email_verified: true },
    });
  });

  it("restores a login's member and a plan resumed by login (id and name only)", async () => {
    const first = await load();
    await startWith(first);
    const member = { id: 12, kind: 'member', membership_id: 3, manual: 1, pdf_standalone: null };
    first.session.setAuth('member-token', member);
    first.process.setCurrentMembership({ id: 2, name: 'Silver' });
    await first.persist.flushPersistedState();

    const second = await load();
    await second.persist.restorePersistedState();
    expect(second.session.getSession()).toEqual({ token: 'member-token', user: member });
    expect(second.process.getProcess().currentMembership).toEqual({ id: 2, name: 'Silver' });
  });

  it('keeps an applicant token without a user (not signed in) across a reload', async () => {
    const first = await load();
    await startWith(first);
    first.session.setToken('applicant-token');
    await first.persist.flushPersistedState();

    const second = await load();
    await second.persist.restorePersistedState();
    expect(second.session.getSession()).toEqual({ token: 'applicant-token', user: null });
    expect(second.session.isSignedIn()).toBe(false);
  });

  it('uses a fresh IV per write and a non-extractable AES-GCM key kept in IndexedDB', async () => {
    const m = await load();
    await startWith(m);
    m.session.setToken('same-token');
    await m.persist.flushPersistedState();
    const a = localStorage.getItem('state') as string;
    await m.persist.flushPersistedState();
    const b = localStorage.getItem('state') as string;
    expect(a).not.toBe(b);
    // 12-byte IV, then ciphertext and the 16-byte tag.
    expect(Uint8Array.from(atob(a), (c) => c.charCodeAt(0)).length).toBeGreaterThan(12 + 16);

    const key = await new Promise<CryptoKey>((resolve, reject) => {
      const open = indexedDB.open('portico-state');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('keys').objectStore('keys').get('state');
        get.onsuccess = () => resolve(get.result as CryptoKey);
        get.onerror = () => reject(get.error);
      };
    });
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('debounces writes and saves a cleared session too (401/403 sign-out)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = await load();
    await startWith(m);
    m.session.setAuth('member-token', { id: 7 });
    m.process.setStep(2);
    m.process.setStep(3);
    expect(localStorage.getItem('state')).toBeNull();

    await vi.advanceTimersByTimeAsync(250);
    // vi.waitFor, which moves the fake timers on, keeps its own 1 s limit (not Testing Library's):
    // the write it waits for is encrypted first, seconds of real time on a loaded machine.
    await vi.waitFor(() => expect(localStorage.getItem('state')).not.toBeNull(), {
      timeout: 20_000,
    });

    m.session.clearAuth();
    await vi.advanceTimersByTimeAsync(250);
    vi.useRealTimers();
    await m.persist.flushPersistedState();

    const next = await load();
    await next.persist.restorePersistedState();
    expect(next.session.getSession()).toEqual({ token: null, user: null });
    expect(next.process.getProcess().step).toBe(3);
  });

  it('writes a login at once, without the debounce, so a page opened straight after finds it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = await load();
    await startWith(m);
    m.session.setAuth('applicant-token', { id: 9 });
    // No timer advanced (vi.waitFor would advance them): only the session's own write can land. It
    // encrypts first (Web Crypto, off the main thread): up to 5 s of real time on a loaded machine.
    const deadline = Date.now() + 5_000;
    while (localStorage.getItem('state') === null && Date.now() < deadline)
      await new Promise((resolve) => setImmediate(resolve));
    expect(localStorage.getItem('state')).not.toBeNull();
    vi.useRealTimers();

    const next = await load();
    await next.persist.restorePersistedState();
    expect(next.session.getSession().token).toBe('applicant-token');
  });

  it('starts empty after the time-out when the key store does not answer, and ignores a late answer', async () => {
    const m = await load();
    // Data exists, but IndexedDB never answers.
    localStorage.setItem('state', btoa('x'.repeat(64)));
    vi.stubGlobal('indexedDB', { open: () => ({}) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    let settled = false;
    const restoring = m.persist.restorePersistedState().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await restoring;
    expect(settled).toBe(true);
    expect(m.session.getSession()).toEqual({ token: null, user: null });
    expect(m.process.getProcess()).toEqual({ step: 1, currentMembership: null, data: {} });
  });

  it('drops data restored after the time-out', async () => {
    const first = await load();
    await startWith(first);
    first.session.setToken('late-token');
    await first.persist.flushPersistedState();

    const second = await load();
    // Decryption answers only after the (shortened) time-out has passed.
    const decrypt = crypto.subtle.decrypt.bind(crypto.subtle);
    const slow = vi
      .spyOn(crypto.subtle, 'decrypt')
      .mockImplementation(async (...args: Parameters<SubtleCrypto['decrypt']>) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return decrypt(...args);
      });
    await second.persist.restorePersistedState(20);
    expect(second.session.getSession().token).toBeNull();
    // The late answer itself: the restore awaited it first, so it has handled it once this resolves.
    expect(slow).toHaveBeenCalled();
    await slow.mock.results[0]?.value;
    expect(second.session.getSession().token).toBeNull();
    slow.mockRestore();
  });

  it.each([
    ['not base64', '%%%not-base64%%%'],
    ['random bytes', btoa('0123456789abcdefghijklmnopqrstuvwxyz')],
    ['plain JSON', JSON.stringify({ auth: { token: 't', user: { id: 1 } } })],
  ])('starts empty on corrupt data (%s) and overwrites it', async (_name, corrupt) => {
    localStorage.setItem('state', corrupt);
    const m = await load();
    await startWith(m);
    expect(m.session.getSession()).toEqual({ token: null, user: null });

    await waitFor(() => expect(localStorage.getItem('state')).not.toBe(corrupt));
    const next = await load();
    await next.persist.restorePersistedState();
    expect(next.session.getSession()).toEqual({ token: null, user: null });
  });

  it('starts empty when the data was encrypted under another key (key store cleared)', async () => {
    const first = await load();
    await startWith(first);
    first.session.setAuth('token-under-old-key', { id: 1 });
    await first.persist.flushPersistedState();

    vi.stubGlobal('indexedDB', new IDBFactory());
    const second = await load();
    await startWith(second);
    expect(second.session.getSession().token).toBeNull();
  });
});
