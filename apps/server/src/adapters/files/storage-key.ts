// Keys are opaque names, checked before they reach a path or a bucket: no folders, no hidden files.

/** Letters, digits, dot, dash and underscore, not starting with a dot. */
const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isValidStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
