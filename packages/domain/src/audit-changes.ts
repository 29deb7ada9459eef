// How an audit row's before and after read to a person: one line per field that changed, each value
// as short text. The back office's screen and its CSV/XLSX exports show the same words.

export type AuditChange = { field: string; before: string; after: string };

const MAX_VALUE_LENGTH = 200;

/** A value as text: '' for none, 'Yes'/'No', lists joined, objects as compact JSON, cut at 200. */
export function auditValueText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else if (
    Array.isArray(value) &&
    value.every((item) => typeof item !== 'object' || item === null)
  ) {
    text = value.map((item) => auditValueText(item)).join(', ');
  } else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** 'review_stage' → 'review stage'. */
export function auditFieldLabel(field: string): string {
  return field.replace(/_/g, ' ');
}

/**
 * Every field either side names, in the after's order then the before's: a creation has no before,
 * a decision's after may add what explains it (a remark, a reason).
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => ({
    field: auditFieldLabel(field),
    before: auditValueText(before?.[field]),
    after: auditValueText(after?.[field]),
  }));
}

/** 'review stage: zone_manager → accounts; remark: (none) → Fine' (the exports' one-cell summary). */
export function auditChangesText(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  return auditChanges(before, after)
    .map((change) =>
      before
        ? `${change.field}: ${change.before || '(none)'} → ${change.after || '(none)'}`
        : `${change.field}: ${change.after}`,
    )
    .join('; ');
}

/** Who acted, as a kind: the actor text is 'staff:3', 'member:12', 'applicant:a@b.c', 'system', … */
export function auditActorKind(
  actor: string,
): 'staff' | 'member' | 'applicant' | 'proposer' | 'system' | 'provider' | 'other' {
  const kind = actor.split(':')[0] ?? '';
  if (
    kind === 'staff' ||
    kind === 'member' ||
    kind === 'applicant' ||
    kind === 'proposer' ||
    kind === 'system' ||
    kind === 'provider'
  ) {
    return kind;
  }
  return 'other';
}
