// Route ids: base64 of the decimal application id. Apart from format.ts: no date library.
import { parseRecordId } from './record-id';

// btoa/atob exist in browsers and Node ≥ 16; typed here because the domain's lib has no DOM.
const base64 = globalThis as unknown as {
  btoa(data: string): string;
  atob(data: string): string;
};

/** Route id: base64 of the decimal application id (12 → 'MTI='). */
export function encodeId(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RangeError(`id must be a positive integer, got ${id}`);
  }
  return base64.btoa(String(id));
}

/** Inverse of encodeId; null for anything that is not base64 of an id a record can have. */
export function decodeId(value: string): number | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  let decoded: string;
  try {
    decoded = base64.atob(value);
  } catch {
    return null;
  }
  return parseRecordId(decoded);
}
