import { formatDisplayDate } from '@portico/domain/format';

/** 'DD-MM-YYYY HH:mm' in the browser's time zone; the date alone for a date; '' when invalid. */
export function formatDateTime(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDisplayDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
