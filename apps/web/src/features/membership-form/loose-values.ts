// Reading the locally held progress, whatever this browser kept (no zod: the screen imports these
// before the form's chunk). The API's answers are parsed with the contract instead.
export type Source = Readonly<Record<string, unknown>>;

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function record(value: unknown): Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Source)
    : {};
}

export function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A list (directors, proposers), also when kept as JSON text. */
export function list(value: unknown): Source[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.map(record) : [];
}

export function positiveInt(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(text(value));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The date part of 'YYYY-MM-DD…' (a date input holds exactly that). */
export function dateText(value: unknown): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text(value));
  return match ? match[0] : '';
}
