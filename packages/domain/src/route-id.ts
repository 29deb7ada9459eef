// Route ids. The spec's routes name an application by base64 of its id ('OQ=='); the portal writes
// its application number instead ('PA-000009', decision 097) and reads both, so old links keep
// working. Apart from format.ts: no date library.
import { parseRecordId } from './record-id';
import { formatApplicationNumber } from './search-terms';

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

/** An application in an address, by the number people quote: 9 → 'PA-000009'. */
export function applicationRouteId(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RangeError(`id must be a positive integer, got ${id}`);
  }
  return formatApplicationNumber(id);
}

const APPLICATION_NUMBER = /^PA-?0*([1-9]\d{0,9})$/i;

/**
 * The id a route names: an application number ('PA-000009', 'pa-9') or, as the spec's routes and
 * older links have it, base64 of the id ('OQ=='); null for anything else.
 */
export function decodeId(value: string): number | null {
  const number = APPLICATION_NUMBER.exec(value);
  if (number) return parseRecordId(number[1] ?? '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  let decoded: string;
  try {
    decoded = base64.atob(value);
  } catch {
    return null;
  }
  return parseRecordId(decoded);
}
