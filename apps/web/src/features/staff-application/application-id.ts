import { decodeId } from '@portico/domain/format';

/** The route id: base64 of the application id (as the queue links it), or the plain number. */
export function applicationIdFromRoute(value: string): number | null {
  const decoded = decodeId(value);
  if (decoded !== null) return decoded;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
