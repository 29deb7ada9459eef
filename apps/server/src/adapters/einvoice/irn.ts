// The Invoice Reference Number as NIC defines it: the SHA-256 (hex) of the supplier's GSTIN, the
// financial year, the document type and the document number. The IRP computes it; Portico computes
// it only in its sandbox and stand-in, and to recognise its own documents.
import { createHash } from 'node:crypto';

/** '2026-27' for a dd/mm/yyyy date in April 2026 – March 2027. */
export function financialYearOfInv01Date(date: string): string {
  const [, month, year] = date.split('/').map(Number);
  const start = (month ?? 1) >= 4 ? (year ?? 0) : (year ?? 0) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function irnOf(gstin: string, date: string, type: string, number: string): string {
  const fy = financialYearOfInv01Date(date);
  return createHash('sha256')
    .update(`${gstin}/${fy}/${type}/${number}`.toUpperCase())
    .digest('hex');
}

/** 'yyyy-MM-dd HH:mm:ss' in India, as NIC writes AckDt and CancelDate. */
export function nicTimestamp(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of a NIC timestamp (India time). */
export function instantOfNicTimestamp(stamp: string): Date {
  return new Date(`${stamp.replace(' ', 'T')}+05:30`);
}
